import type { Page } from 'puppeteer-core';
import { goToScreen, settled } from './a11y-axe';
import { signInByKeyboard } from './a11y-journey';
import { focused, tabTo } from './a11y-keyboard';
import type { ConsoleBrowser } from './browser';

/** Waits until the calendar popover of the date field `id` is gone (it fades out). */
const calendarClosed = (page: Page, id: string) =>
  page.waitForFunction(
    (i: string) =>
      !document.getElementById(document.getElementById(i)?.getAttribute('aria-controls') || 'none'),
    {},
    id,
  );

/** Where focus is, whether the field says its calendar is open, and what of the calendar is drawn. */
const calendarState = (page: Page, id: string) =>
  page.evaluate((i: string) => {
    const field = document.getElementById(i);
    const popover = document.getElementById(field?.getAttribute('aria-controls') || 'none');
    const active = document.activeElement;
    return JSON.stringify({
      focus: active ? `${active.tagName.toLowerCase()}#${active.id}.${active.className}` : null,
      expanded: field?.getAttribute('aria-expanded'),
      popover: popover ? popover.className : null,
      controls: popover?.querySelectorAll('.bp6-datepicker button, .bp6-datepicker select').length ?? 0,
    });
  }, id);

/** Waits until focus in the field `id` has opened its calendar, as a mouse user sees it. */
const calendarOpened = (page: Page, id: string) =>
  page
    .waitForFunction(
      (i: string) =>
        document.getElementById(i)?.getAttribute('aria-expanded') === 'true' &&
        document.getElementById(document.getElementById(i)?.getAttribute('aria-controls') || 'none'),
      {},
      id,
    )
    .catch(async () => {
      throw new Error(`focus in ${id} did not open its calendar: ${await calendarState(page, id)}`);
    });

/**
 * A date field (Blueprint's DateInput) on the keyboard alone (WCAG 2.1.1, 2.1.2): Tab goes from the
 * field to `next` with the calendar closed behind it; Esc closes the calendar and leaves focus in the
 * field; ArrowDown opens the calendar and moves into it, and Esc there brings focus back to the field.
 */
async function tabsPastDateField(page: Page, id: string, next: string): Promise<void> {
  await tabTo(page, `#${id}`);
  await calendarOpened(page, id);
  await page.keyboard.press('Tab');
  const movedOn = await page.evaluate((s: string) => Boolean(document.activeElement?.matches(s)), next);
  expect({ from: id, movedOn, focus: await focused(page) }).toMatchObject({ from: id, movedOn: true });
  await calendarClosed(page, id);
  await tabTo(page, `#${id}`, { backwards: true });
  await calendarOpened(page, id);
  await page.keyboard.press('Escape');
  await calendarClosed(page, id);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
  await page.keyboard.press('ArrowDown');
  await page
    .waitForFunction(() => Boolean(document.activeElement?.closest('.bp6-datepicker')))
    .catch(async () => {
      throw new Error(`ArrowDown in ${id} did not enter its calendar: ${await calendarState(page, id)}`);
    });
  await page.keyboard.press('Escape');
  await page
    .waitForFunction((i: string) => document.activeElement?.id === i, {}, id)
    .catch(async () => {
      throw new Error(
        `Esc in the calendar of ${id} left focus on ${JSON.stringify(await focused(page))} ${await calendarState(page, id)}`,
      );
    });
  await calendarClosed(page, id);
}

/** The Access log's and the dashboard's custom range date fields let a keyboard user Tab on. */
export async function dateFieldsLetTabThrough(b: ConsoleBrowser, baseUrl: string): Promise<void> {
  const { page, context } = await b.newPage();
  try {
    await signInByKeyboard(page, baseUrl);
    await goToScreen(page, '/access-log');
    await page.waitForSelector('#access-log-to');
    await tabsPastDateField(page, 'access-log-from', '#access-log-to');
    await tabsPastDateField(page, 'access-log-to', 'main *');
    await page.goto(`${baseUrl}/dashboard?period=custom`);
    await page.waitForSelector('#dashboard-to');
    await settled(page);
    await tabsPastDateField(page, 'dashboard-from', '#dashboard-to');
    await tabsPastDateField(page, 'dashboard-to', 'select[aria-label="Period"]');
  } finally {
    await context.close();
  }
}
