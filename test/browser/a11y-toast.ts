import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { DEMO_USERS } from '../support/sign-in';
import { goToScreen, setPreferences, settled, type Language, type Theme } from './a11y-axe';
import { focused } from './a11y-keyboard';
import { ConsoleBrowser, signIn } from './browser';

/**
 * Shows a toast with `show` and holds it with the pointer (a toast waits while the pointer is on it,
 * WCAG 2.2.1), once it has slid in. Should it be gone before the pointer got there, it is shown again:
 * the test waits for a condition, never on the toast's 5 s.
 */
export async function heldToast(page: Page, show: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await show();
    await page.waitForSelector('.bp6-toast[class*="-done"]');
    await page.hover('.bp6-toast[class*="-done"]').catch(() => undefined);
    const held = await page.evaluate(
      () => !!document.querySelector('.bp6-toast:hover:not([class*="-exit"])'),
    );
    if (held) return;
    if (attempt === 3) throw new Error('the toast was gone before the pointer reached it, three times');
  }
}

/** The toast close button's accessible name as Chromium's accessibility tree computes it. */
async function closeButtonName(page: Page): Promise<{ role?: string; name?: string }> {
  const button = await page.$('.bp6-toast .bp6-button-group button:last-child');
  const node = await page.accessibility.snapshot({ root: button!, interestingOnly: false });
  return { role: node?.role, name: node?.name };
}

/** The word for "Close" in each language the test uses. */
const CLOSE: Partial<Record<Language, string>> = { fr: 'Fermer', de: 'Schließen' };

/** The Sign-in and security screen's Sessions tab, its Save focused: Enter there shows a toast. */
async function onSessionsSave(page: Page, language: Language, theme: Theme): Promise<void> {
  await setPreferences(page, language, theme);
  await goToScreen(page, '/security');
  await page.click('[role="tab"][id="bp6-tab-title_security_sessions"]');
  await page.waitForSelector('#idle_timeout_minutes');
  await settled(page);
  await page.focus('.security-panel button[type="submit"]');
}

/**
 * WCAG 3.1.2, 2.1.1, 2.4.3 for toasts: in French and in German the toast's close button is named in
 * the page's language; it is the next Tab stop after the page's last link (the footer's Support), Esc
 * there closes the toast and gives focus back to that link; Esc elsewhere on the page closes it too.
 */
export async function toastSpeaksThePageLanguage(b: ConsoleBrowser, baseUrl: string): Promise<string[]> {
  const { page, context } = await b.newPage();
  const found: string[] = [];
  const check = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      found.push(`${what}: ${JSON.stringify(actual)}, wanted ${JSON.stringify(wanted)}`);
  };
  try {
    await signIn(page, baseUrl, DEMO_USERS.admin, DEMO_PASSWORD);
    await settled(page);

    await onSessionsSave(page, 'fr', 'light');
    await heldToast(page, () => page.keyboard.press('Enter'));
    check('fr: the close button', await closeButtonName(page), { role: 'button', name: CLOSE.fr });
    await page.focus('.page-footer a[href^="mailto:"]');
    await page.keyboard.press('Tab');
    const onClose = await focused(page);
    check('fr: Tab after the last link', [onClose.label, onClose.ringVisible], [CLOSE.fr, true]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.bp6-toast'));
    const back = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    check('fr: focus after Esc in the toast', back?.startsWith('mailto:'), true);
    await page.mouse.move(0, 0);

    await onSessionsSave(page, 'de', 'dark');
    await heldToast(page, () => page.keyboard.press('Enter'));
    check('de: the close button', await closeButtonName(page), { role: 'button', name: CLOSE.de });
    await page.focus('.security-panel button[type="submit"]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.bp6-toast'));
    const stayed = await page.evaluate(() => document.activeElement?.matches('.security-panel button'));
    check('de: focus after Esc on the page', stayed, true);
    return found;
  } finally {
    await context.close();
  }
}
