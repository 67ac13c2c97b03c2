import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { FACES_DIR, ID_BACK } from '../support/remote-idv';
import { settled } from './a11y-axe';
import { clickText, fill, toastText, waitForText } from './browser';

/** The students of the console walk (issue 35): one per method, in an award year of their own. */
export const WALK_YEAR = '2026-27';
export const WALK_STUDENTS = [
  ['WALK-1', 'Ina', 'Person', '2001-03-04'],
  ['WALK-2', 'Vida', 'Call', '2002-05-06'],
  // The AAMVA example card's holder: the remote IDV reads his card.
  ['WALK-3', 'Michael', 'Sample', '1986-06-06'],
].map(([student_id, first_name, last_name, date_of_birth]) => ({
  student_id,
  first_name,
  last_name,
  date_of_birth,
  email: `${student_id.toLowerCase()}@example.edu`,
  phone: '(804) 555-0143',
  award_year: WALK_YEAR,
  tracking_group: 'V4',
}));

/** Ina Person's driver's licence (WALK-1): the card the walk scans in person. */
export const INA_CARD = {
  firstName: 'Ina',
  lastName: 'Person',
  dateOfBirth: '2001-03-04',
  expiry: '2030-06-30',
} as const;

/** Opens a case from the list (its row), waiting for its dialog. */
export async function openCase(page: Page, lastFirst: string, name: string): Promise<void> {
  await clickText(page, lastFirst, 'td');
  await waitForText(page, `Financial-aid case: ${name}`);
}

/** Chooses the scan file in the record form; the document checks it answered appear under it. */
export async function chooseScan(page: Page, file: string): Promise<void> {
  const input = await page.waitForSelector('input#finaid-scan-file');
  await input!.uploadFile(file);
  await page.waitForSelector('.finaid-scan-checks, .bp6-dialog .muted', { timeout: 90_000 });
  await page.waitForFunction(() => !document.body.innerText.includes('Running the document checks'), {
    timeout: 90_000,
  });
}

/** Records the form and waits for its dialog to close on the toast. */
export async function recordVerified(page: Page): Promise<void> {
  await clickText(page, 'Record as verified', '.bp6-dialog button');
  await toastText(page, 'Identity recorded as verified');
}

/** A plain picture standing in for the ID held up to the call's camera (no barcode to read). */
export async function callScreenshot(dir: string): Promise<string> {
  const file = path.join(dir, 'call-window.png');
  await sharp({ create: { width: 900, height: 560, channels: 3, background: '#c8d4e0' } })
    .png()
    .toFile(file);
  return file;
}

/**
 * The student on a phone: consent, the card's front and back, a selfie, submit. The server checks each
 * photo as it arrives (the selfie's face), which on a loaded machine takes a while: waited for, generously.
 */
export async function captureAsStudent(
  phone: Page,
  baseUrl: string,
  token: string,
  dir: string,
): Promise<void> {
  const front = path.join(dir, 'id-front.jpg');
  await sharp({ create: { width: 800, height: 500, channels: 3, background: '#4060a0' } })
    .jpeg()
    .toFile(front);
  await phone.goto(`${baseUrl}/capture/${token}`);
  await waitForText(phone, 'Before you start: your photos and your face');
  await clickText(phone, 'I agree');
  await waitForText(phone, 'Take photo');
  for (const [kind, file] of [
    ['id_front', front],
    ['id_back', ID_BACK],
    ['selfie', path.join(FACES_DIR, 'img21.jpg')],
  ] as const) {
    const input = await phone.$(`[data-kind="${kind}"] input[data-input="library"]`);
    await input!.uploadFile(file);
  }
  await phone.waitForFunction(() => document.querySelectorAll('.capture-step-done').length === 3, {
    timeout: 90_000,
  });
  await clickText(phone, 'Submit');
  await waitForText(phone, 'Thank you. Your documents were submitted.', 60_000);
}

/** Staff decide the remote IDV from its detail page: Passed, with a reason. */
export async function passIdv(page: Page, reason: string): Promise<void> {
  await clickText(page, 'Edit result');
  await page.click('.idv-edit input[value="PASSED"]');
  await fill(page, '#idv-reason', reason);
  await clickText(page, 'Save', '.idv-edit button');
  await toastText(page, 'IDV result updated');
}

/**
 * Waits until no dialog is fading in or out (Blueprint's overlay transitions), then until the screen
 * has settled: axe reads colours as they are drawn, and a half-faded dialog is not the dialog.
 */
export async function dialogsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-exit-active"]'),
    { timeout: 20_000 },
  );
  await settled(page);
}

/** Clicks a button of the open dialog with the mouse, as staff do (focus moves to it). */
export async function clickDialogButton(page: Page, text: string): Promise<void> {
  const [button] = await page.$$(
    `xpath/.//div[contains(@class,"bp6-dialog")]//button[normalize-space(.)="${text}"]`,
  );
  if (!button) throw new Error(`no button "${text}" in the dialog`);
  await button.click();
}
