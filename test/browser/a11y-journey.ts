import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import type { A11yData } from '../support/a11y-data';
import { DEMO_USERS } from '../support/sign-in';
import { settled } from './a11y-axe';
import { focused, tabTo } from './a11y-keyboard';
import { ConsoleBrowser, toastText, waitForPath } from './browser';

const pagerRange = (page: Page) => page.$eval('.pager-range', (e) => (e as HTMLElement).innerText);

/** Signs in with the keyboard alone: the email field has focus on arrival, Enter submits. */
export async function signInByKeyboard(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.waitForFunction(() => document.activeElement?.id === 'email');
  await page.keyboard.type(DEMO_USERS.admin);
  await tabTo(page, '#password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await waitForPath(page, '/dashboard');
}

/** The skip link is the first tab stop, visibly focused, and takes focus past the sidebar. */
async function skipTheSidebar(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to content', ringVisible: true });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
}

/** A dashboard card is a tab stop with a visible ring, and Enter opens the list it counts. */
async function openDashboardCard(page: Page): Promise<void> {
  await page.waitForSelector('.stat-card[role="link"]');
  const card = await tabTo(page, '.stat-card[role="link"]', { text: 'Total completed' });
  expect(card.ringVisible).toBe(true);
  await page.keyboard.press('Enter');
  await waitForPath(page, '/verifications');
  await settled(page);
}

/** Next page by keyboard; then a row opened with Enter and closed with Esc gives focus back to that row. */
async function pageAndOpenDetail(page: Page, sessions: number): Promise<void> {
  const first = await pagerRange(page);
  expect(first).toContain(`of ${sessions}`);
  await tabTo(page, 'button[aria-label="Next page"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (r: string) => document.querySelector('.pager-range')?.textContent !== r,
    {},
    first,
  );
  await settled(page);
  const row = await tabTo(page, '.data-table-row-clickable', { backwards: true });
  expect(row.ringVisible).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.detail-dialog');
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('.bp6-overlay')));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.detail-dialog'));
  await page.waitForFunction(() => document.activeElement?.classList.contains('data-table-row-clickable'));
  expect((await focused(page)).text).toBe(row.text);
}

/** Sidebar → ID Verifications → Request Remote IDV, the form filled and sent from the keyboard. */
async function requestRemoteIdv(page: Page): Promise<void> {
  await tabTo(page, '.sidebar-nav a', { text: 'ID Verifications', backwards: true });
  await page.keyboard.press('Enter');
  await waitForPath(page, '/id-verifications');
  await settled(page);
  await tabTo(page, 'button', { text: 'Request Remote IDV' });
  await page.keyboard.press('Enter');
  await tabTo(page, '#remote-firstName');
  await page.keyboard.type('Kim');
  await tabTo(page, '#remote-lastName');
  await page.keyboard.type('Keyboard');
  await tabTo(page, '#remote-email');
  await page.keyboard.type('kim.keyboard@example.edu');
  await tabTo(page, '#remote-phone');
  await page.keyboard.type('(804) 555-0199');
  await page.keyboard.press('Enter');
  // The server accepted it: the toast says so only after its answer.
  await toastText(page, 'Verification link sent successfully!');
}

/** The checked IDV opened from its row, its result overridden to Passed with a reason, all by keyboard. */
async function overrideResult(page: Page): Promise<void> {
  await settled(page);
  // First and last name are cells of their own: the row's text has the last name.
  await tabTo(page, '.data-table-row-clickable', { text: 'Sample1' });
  await page.keyboard.press('Enter');
  await page.waitForSelector('.detail-dialog');
  await settled(page);
  await tabTo(page, 'button', { text: 'Edit result' });
  await page.keyboard.press('Enter');
  await tabTo(page, 'input[type="radio"]');
  // Arrow keys move the choice within the radio group, as in any native group.
  for (let i = 0; i < 2 && !(await page.$('input[value="PASSED"]:checked')); i++)
    await page.keyboard.press('ArrowLeft');
  expect(await page.$('input[value="PASSED"]:checked')).not.toBeNull();
  await tabTo(page, '#idv-reason');
  await page.keyboard.type('Seen in person with a valid ID');
  await tabTo(page, 'button[type="submit"]', { text: 'Save' });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    document.querySelector('.detail-dialog')?.textContent?.includes('Seen in person with a valid ID'),
  );
  await settled(page);
  // WCAG 2.4.3: the saved form closes and focus goes back to the button that opened it.
  expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Edit result' });
}

/** The dark theme chosen with the keyboard (its switch, Space) still shows where focus is. */
async function focusRingInDarkTheme(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.detail-dialog'));
  await tabTo(page, '.theme-switch input', { backwards: true });
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
  const row = await tabTo(page, '.data-table-row-clickable');
  expect(row.ringVisible).toBe(true);
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
  expect(ring).toBe('rgb(138, 187, 255)');
}

/** The keyboard-only journey of a company admin through the staff's main tasks. */
export async function keyboardJourney(b: ConsoleBrowser, baseUrl: string, data: A11yData): Promise<void> {
  const { page, context } = await b.newPage();
  try {
    await signInByKeyboard(page, baseUrl);
    await skipTheSidebar(page);
    await openDashboardCard(page);
    await pageAndOpenDetail(page, data.sessions);
    await requestRemoteIdv(page);
    await overrideResult(page);
    await focusRingInDarkTheme(page);
  } finally {
    await context.close();
  }
}

/** The upload page's wrong-file alert closes on Esc, like any dialog. */
export async function wrongFileAlertClosesOnEsc(b: ConsoleBrowser, baseUrl: string): Promise<void> {
  const { page, context } = await b.newPage();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-upload-'));
  try {
    await signInByKeyboard(page, baseUrl);
    await page.goto(`${baseUrl}/files/upload`);
    const notCsv = path.join(dir, 'photo.png');
    fs.writeFileSync(notCsv, 'not a csv');
    // Picking a file is the operating system's dialog; the test hands the file to the input instead.
    const input = await page.waitForSelector('input[type="file"]');
    await input!.uploadFile(notCsv);
    await page.waitForSelector('.bp6-alert');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.bp6-alert'));
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
