import type { EvaluateFunc, Page } from 'puppeteer-core';
import { axeViolations, goToScreen, settled } from './a11y-axe';
import { tabTo } from './a11y-keyboard';
import { heldToast } from './a11y-toast';

/** The page's content, the skip link's target: Tab starts from here to reach a page's buttons. */
const MAIN = '#main-content';

/** What has focus, for a failure line. */
function focusNow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e || e === document.body) return 'the page body';
    const name = (e.getAttribute('aria-label') ?? e.innerText ?? '').trim().slice(0, 40);
    return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')} "${name}"`;
  });
}

/** Whether `condition` comes true within 10 s (a failure becomes a line of the test's list, not a throw). */
async function comesTrue<Params extends unknown[]>(
  page: Page,
  condition: EvaluateFunc<Params>,
  ...args: Params
): Promise<boolean> {
  try {
    await page.waitForFunction(condition, { timeout: 10_000 }, ...args);
    return true;
  } catch {
    return false;
  }
}

/** How many dialogs are open (each is a portal at the end of the body: the last opened is the last). */
const openDialogs = (page: Page) => page.$$eval('.bp6-dialog', (all) => all.length);

/**
 * WCAG 2.1.1, 2.1.2, 2.4.3 for one dialog: reaches `opener` with Tab (from `from`, else from where
 * focus is), opens the dialog with Enter, checks focus went into it, runs `inside` (by default an axe
 * scan), closes it with Esc and checks focus came back to the opener. One line per failure.
 */
export async function dialogByKeyboard(
  page: Page,
  opener: { selector: string; from?: string },
  where: string,
  inside: (page: Page) => Promise<string[]> = (p) => axeViolations(p, where),
): Promise<string[]> {
  if (opener.from) await page.focus(opener.from);
  await tabTo(page, opener.selector);
  const openerElement = await page.evaluateHandle(() => document.activeElement!);
  const before = await openDialogs(page);
  await page.keyboard.press('Enter');
  // The new dialog once its fade-in is over: colours read mid-transition are blends.
  await page.waitForFunction(
    (n: number) => /-done/.test(document.querySelectorAll('.bp6-dialog-container')[n]?.className ?? ''),
    {},
    before,
  );
  await settled(page);
  const found: string[] = [];
  const focusIn = (n: number) =>
    !!document.querySelectorAll('.bp6-dialog')[n]?.contains(document.activeElement);
  if (!(await comesTrue(page, focusIn, before)))
    found.push(`${where}: focus did not go into the dialog (it is on ${await focusNow(page)})`);
  found.push(...(await inside(page)));
  await page.keyboard.press('Escape');
  const closed = (n: number) => document.querySelectorAll('.bp6-dialog').length === n;
  if (!(await comesTrue(page, closed, before))) {
    found.push(`${where}: Esc did not close the dialog (focus on ${await focusNow(page)})`);
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.bp6-dialog-close-button')].pop()?.click(),
    );
    await page.waitForFunction(closed, {}, before);
  }
  const back = (o: Element) => document.activeElement === o;
  if (!(await comesTrue(page, back, openerElement)))
    found.push(`${where}: after Esc, focus is on ${await focusNow(page)}, not on the button that opened it`);
  await openerElement.dispose();
  return found;
}

/**
 * The super admin's dialogs on /companies, each opened and closed by keyboard and scanned: add and
 * edit company, a company's admins with the add-admin form on top, its multi-factor policy, offboarding.
 */
export async function scanCompanyDialogs(page: Page, where: string): Promise<string[]> {
  await goToScreen(page, '/companies');
  const row = (icon: string) => ({ from: MAIN, selector: `main tbody button${icon}` });
  return [
    ...(await dialogByKeyboard(
      page,
      { from: MAIN, selector: 'main button:has(.bp6-icon-add)' },
      `add company ${where}`,
    )),
    ...(await dialogByKeyboard(page, row(':has(.bp6-icon-edit)'), `edit company ${where}`)),
    ...(await dialogByKeyboard(page, row(':has(.bp6-icon-people)'), `company admins ${where}`, async (p) => [
      ...(await axeViolations(p, `company admins ${where}`)),
      ...(await dialogByKeyboard(
        p,
        { selector: '.bp6-dialog button:has(.bp6-icon-add)' },
        `add admin ${where}`,
      )),
    ])),
    ...(await dialogByKeyboard(page, row(':has(.bp6-icon-shield)'), `company multi-factor ${where}`)),
    // The row's outlined trash button is Offboard (Delete is the minimal one at the row's end).
    ...(await dialogByKeyboard(page, row('.bp6-outlined:has(.bp6-icon-trash)'), `offboard company ${where}`)),
  ];
}

/** Names of what the scans create, one per pass (API key names need not be unique, but reading is easier). */
let created = 0;

/**
 * A create form whose answer is a secret shown once (API key, webhook endpoint): the form scanned,
 * filled and sent with the keyboard, then the secret's view: focus still in the dialog, scanned with a
 * toast from its Copy button held on screen (the toast's close button in the page's language).
 */
function createThenSecret(fill: (page: Page) => Promise<void>, secret: string, where: string) {
  return async (page: Page): Promise<string[]> => {
    const found = await axeViolations(page, `${where} form`);
    await fill(page);
    await tabTo(page, '.bp6-dialog button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(secret);
    await settled(page);
    const inDialog = () => !!document.querySelector('.bp6-dialog')?.contains(document.activeElement);
    if (!(await comesTrue(page, inDialog)))
      found.push(`${where}: after Save, focus left the dialog for ${await focusNow(page)}`);
    await tabTo(page, '.bp6-dialog .secret-once button');
    await heldToast(page, () => page.keyboard.press('Enter'));
    found.push(...(await axeViolations(page, `${where} secret shown once, with a toast`)));
    await page.mouse.move(0, 0);
    return found;
  };
}

/**
 * A company admin's forms not on any screen: add a staff member (/team), create an API key and its
 * key shown once (/api-keys), add a webhook endpoint and its signing secret shown once, then the
 * endpoint's delivery log and events (/webhooks); each opened and closed by keyboard and scanned.
 */
export async function scanAdminForms(page: Page, where: string): Promise<string[]> {
  const n = ++created;
  const found: string[] = [];
  await goToScreen(page, '/team');
  found.push(
    ...(await dialogByKeyboard(
      page,
      { from: MAIN, selector: 'main button:has(.bp6-icon-new-person)' },
      `add staff ${where}`,
    )),
  );
  await goToScreen(page, '/api-keys');
  const key = async (p: Page) => {
    await tabTo(p, '#api-key-name');
    await p.keyboard.type(`A11y key ${n}`);
    await tabTo(p, '.bp6-dialog input[type="checkbox"]');
    await p.keyboard.press('Space');
  };
  found.push(
    ...(await dialogByKeyboard(
      page,
      { from: MAIN, selector: 'main button:has(.bp6-icon-key)' },
      `create API key ${where}`,
      createThenSecret(key, '#api-key-secret', `API key ${where}`),
    )),
  );
  await clearToasts(page);
  await goToScreen(page, '/webhooks');
  const endpoint = async (p: Page) => {
    await tabTo(p, '#webhook-url');
    // Never called: the suite raises no import failure (WEBHOOKS_ALLOW_PRIVATE lets a local address in).
    await p.keyboard.type(`http://127.0.0.1:9/a11y-${n}`);
    // The second event box, "Import failed": tabTo moves on from the first.
    await tabTo(p, '.bp6-dialog input[type="checkbox"]');
    await tabTo(p, '.bp6-dialog input[type="checkbox"]');
    await p.keyboard.press('Space');
  };
  found.push(
    ...(await dialogByKeyboard(
      page,
      { from: MAIN, selector: 'main button:has(.bp6-icon-add)' },
      `add webhook endpoint ${where}`,
      createThenSecret(endpoint, '#webhook-secret', `webhook endpoint ${where}`),
    )),
  );
  await clearToasts(page);
  await page.waitForSelector('main tbody button:has(.bp6-icon-history)');
  await settled(page);
  const row = (icon: string) => ({ from: MAIN, selector: `main tbody button:has(.bp6-icon-${icon})` });
  found.push(...(await dialogByKeyboard(page, row('history'), `webhook delivery log ${where}`)));
  found.push(...(await dialogByKeyboard(page, row('edit'), `webhook events ${where}`)));
  return found;
}

/** Esc on the page (no dialog open) clears the toasts; waits until they are gone. */
async function clearToasts(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.bp6-toast'));
}
