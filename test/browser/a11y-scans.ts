import type { Page } from 'puppeteer-core';
import type { A11yData } from '../support/a11y-data';
import { axeViolations, goToScreen, settled } from './a11y-axe';

/** Waits until the dialog's fade-in is over: colours read mid-transition are blends, not the dialog's own. */
async function dialogShown(page: Page): Promise<void> {
  await page.waitForSelector('.bp6-dialog-container[class*="-done"] .bp6-dialog');
  await settled(page);
}

/** Closes the open dialog with Esc and waits until it is gone (its fade-out included). */
async function closeWithEsc(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
}

/** Opens the detail dialog of the list's first row, scans it, closes it with Esc. */
export async function scanDetailDialog(page: Page, list: string, where: string): Promise<string[]> {
  await goToScreen(page, list);
  await page.click('.data-table-row-clickable td');
  await page.waitForSelector('.detail-dialog');
  await dialogShown(page);
  const found = await axeViolations(page, `${list} detail dialog ${where}`);
  await closeWithEsc(page);
  return found;
}

/** The dashboard's trend charts, drawn and then as tables (issue 34): both states are scanned. */
export async function scanTrends(page: Page, where: string): Promise<string[]> {
  await goToScreen(page, '/dashboard');
  await page.waitForSelector('[data-trend="risk"] .trend-chart svg');
  const found = await axeViolations(page, `/dashboard trend charts ${where}`);
  for (const id of ['risk', 'idv']) await page.click(`[data-trend="${id}"] button[aria-pressed="false"]`);
  await page.waitForSelector('[data-trend="idv"] .trend-table');
  found.push(...(await axeViolations(page, `/dashboard trend tables ${where}`)));
  return found;
}

/**
 * Every tab of /security after the first, which the screen's own scan covers (sessions, multi-factor,
 * retention): each tab's panel once it has content and nothing in it is loading.
 */
export async function scanSecurityTabs(page: Page, where: string): Promise<string[]> {
  await goToScreen(page, '/security');
  const found: string[] = [];
  // Blueprint names each tab after the Tabs' id ("security") and its own; the Tabs element has no id.
  const tabs = await page.$$eval('main [role="tab"][id^="bp6-tab-title_security_"]', (all) =>
    all.map((tab) => tab.id),
  );
  // Never a silent pass: single sign-on, sessions, multi-factor, retention and four-eyes review at least.
  if (tabs.length < 5) return [`/security ${where}: ${tabs.length} tabs found, not every tab scanned`];
  for (const id of tabs.slice(1)) {
    await page.click(`[id="${id}"]`);
    await page.waitForFunction(
      (tabId: string) => {
        const panel = document.getElementById(
          document.getElementById(tabId)?.getAttribute('aria-controls') ?? '',
        );
        return (
          document.getElementById(tabId)?.getAttribute('aria-selected') === 'true' &&
          !!panel?.firstElementChild
        );
      },
      {},
      id,
    );
    await settled(page);
    found.push(...(await axeViolations(page, `/security ${id} ${where}`)));
  }
  return found;
}

/** Clicks the button showing `icon` (its text is in the page's language) and scans the dialog it opens. */
async function scanDialogOf(page: Page, icon: string, where: string): Promise<string[]> {
  await page.click(`main button:has(.bp6-icon-${icon})`);
  await dialogShown(page);
  const found = await axeViolations(page, where);
  await closeWithEsc(page);
  return found;
}

/**
 * A company admin's privacy screens (docs/privacy.md): the erase and legal-hold dialogs of an
 * applicant, the release dialog of one under a hold, and what an erased applicant's detail shows
 * ("Erased on …" and the history kept).
 */
export async function scanPrivacy(page: Page, data: A11yData, where: string): Promise<string[]> {
  await goToScreen(page, `/verifications/${data.sessionUuid}`);
  await page.waitForSelector('main button:has(.bp6-icon-trash)');
  const found = [
    ...(await scanDialogOf(page, 'trash', `erase dialog ${where}`)),
    ...(await scanDialogOf(page, 'lock', `legal hold dialog ${where}`)),
  ];
  await goToScreen(page, `/verifications/${data.heldUuid}`);
  await page.waitForSelector('main button:has(.bp6-icon-unlock)');
  found.push(...(await axeViolations(page, `applicant under a legal hold ${where}`)));
  found.push(...(await scanDialogOf(page, 'unlock', `release hold dialog ${where}`)));
  await goToScreen(page, `/verifications/${data.erasedUuid}`);
  // The erased detail: "Erased on …" where the data was, then the history and the decisions kept
  // (a note, its text erased) once they have loaded.
  await page.waitForSelector('main .bp6-non-ideal-state ~ table');
  await page.waitForSelector('main h2 ~ table em');
  await settled(page);
  found.push(...(await axeViolations(page, `erased applicant ${where}`)));
  return found;
}
