import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { apiClient } from '../support/http-client';
import { axeViolations } from './a11y-axe';
import { signInRoles } from '../support/sign-in';
import {
  bodyText,
  clickText,
  fill,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForText,
} from './browser';
import { consoleSuite } from './console-suite';

// docs/financial-aid.md, "Reminders": the Financial aid page's "Automatic reminders". The company
// admin sees the defaults in words, changes the days and the overdue reminder, is stopped at a day
// out of bounds, and turns them off (the form axe-clean); financial-aid staff read the schedule
// without a form.

const DAYS = '#finaid-reminder-days';

describe('console: the automatic reminders on the Financial aid page', () => {
  const s = consoleSuite();
  const schedule = async () => {
    const api = apiClient(s.baseUrl);
    const { finaid } = await signInRoles(api, ['finaid']);
    return (await api.call('GET', '/api/financial-aid/reminder-schedule', { token: finaid })).body.data
      .schedule;
  };

  it('lets the company admin change when reminders go out, and turn them off', async () => {
    const page = s.page;
    await signIn(page, s.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${s.baseUrl}/financial-aid`);
    await waitForPath(page, '/financial-aid');
    await waitForText(page, 'Automatic reminders');
    const shown = await bodyText(page);
    for (const line of [
      '7 days before the deadline',
      '1 day before the deadline',
      'once on the first day overdue',
      'The product\u2019s defaults apply.',
    ])
      expect(shown).toContain(line);
    await fill(page, DAYS, '0, 7');
    await waitForText(page, 'Enter up to three whole numbers from 1 to 60');
    const disabled = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
          b.innerText.includes('Save reminder schedule'),
        )?.disabled,
    );
    expect(disabled).toBe(true);
    await fill(page, DAYS, '14, 2');
    await clickText(page, 'Remind once on the first day a case is overdue', 'label');
    await clickText(page, 'Save reminder schedule');
    await toastText(page, 'Reminder schedule saved');
    await waitForText(page, '14 days before the deadline');
    expect(await schedule()).toEqual({ enabled: true, days_before: [14, 2], when_overdue: false });
    expect(await bodyText(page)).toContain('Last changed by');
    await screenshot(page, 'finaid-reminders-admin');
    expect(await axeViolations(page, '/financial-aid (company admin, reminder form)')).toEqual([]);
    await clickText(page, 'Send reminders automatically', 'label');
    await clickText(page, 'Save reminder schedule');
    await waitForText(page, 'Off: reminders are sent only when staff send them from a case.');
    expect((await schedule()).enabled).toBe(false);
  });

  it('shows financial-aid staff the schedule without a form', async () => {
    const page = s.page;
    await signIn(page, s.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${s.baseUrl}/financial-aid`);
    await waitForPath(page, '/financial-aid');
    await waitForText(page, 'Automatic reminders');
    await waitForText(page, 'Only the company admin can change this schedule.');
    expect(await bodyText(page)).toContain('Off: reminders are sent only when staff send them from a case.');
    expect(await page.$(DAYS)).toBeNull();
  });
});
