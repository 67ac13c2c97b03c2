import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { captureTokenIn, checkedCardIdv } from '../support/remote-idv';
import { reviewQueueHelpers } from '../support/review-queue';
import { DEMO_USERS, signInRoles } from '../support/sign-in';
import { until } from '../support/until';
import { demoCompanyId } from '../support/watchlist-sessions';
import {
  ConsoleBrowser,
  clickText,
  fill,
  launchConsoleBrowser,
  screenshot,
  signIn,
  toastText,
  waitForText,
} from './browser';

/**
 * Issue 34 in the browser, as two different staff members (two browser contexts): four-eyes (the
 * company admin turns it on; A asks to override an IDV result and is offered no approval of their
 * own; B, with the same permission, approves; the IDV's history names both), and new photos (staff
 * ask for them with a reason; the applicant opens the new link and reads the reason in their language).
 * One app and one browser for the file.
 */
describe('console: four-eyes and new photos, as two staff members', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'admissions' | 'super', string>;
  const second = { email: 'second.admissions@northfield.edu', password: 'Queue!Reviewer42' };

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    tok = await signInRoles(api, ['admissions', 'super']);
    // B holds what A holds (Admissions results among them).
    await reviewQueueHelpers(t).staff(await demoCompanyId(t), second.email, [1, 2, 4, 6]);
    b = await launchConsoleBrowser();
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
  });

  /**
   * The buttons of the override request's item in the review bar, read once the bar shows that item
   * (the bar loads apart from the page: a text elsewhere on the page says nothing of it).
   */
  const approvalBar = async (page: import('puppeteer-core').Page) => {
    const request = 'Override the IDV result to Passed';
    await page.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('.review-bar-item')].some((i) =>
          (i as HTMLElement).innerText.includes(text),
        ),
      { timeout: 15_000 },
      request,
    );
    return page.$$eval(
      '.review-bar-item',
      (items, text) =>
        items
          .filter((i) => (i as HTMLElement).innerText.includes(text as string))
          .map((i) =>
            [...i.querySelectorAll('.review-bar-actions button')].map((e) => (e as HTMLElement).innerText),
          ),
      request,
    );
  };

  it('A asks to override, cannot approve their own; B approves; the history names both', async () => {
    const admin = await b.newPage({ width: 1360, height: 900 });
    try {
      await signIn(admin.page, t.baseUrl, DEMO_USERS.admin, DEMO_PASSWORD);
      await admin.page.goto(`${t.baseUrl}/security`);
      await clickText(admin.page, 'Four-eyes approval', '[role="tab"]');
      const toggle = await admin.page.waitForSelector('.detail-section input[type="checkbox"]');
      await toggle!.evaluate((input) => (input as HTMLInputElement).click());
      await toastText(admin.page, 'Four-eyes setting saved.');
    } finally {
      await admin.context.close();
    }
    const idv = await checkedCardIdv(api, { staff: tok.admissions, super: tok.super });
    expect(idv.overall_validation).toBe('FAILED');
    const a = await b.newPage({ width: 1360, height: 900 });
    const bee = await b.newPage({ width: 1360, height: 900 });
    try {
      await signIn(a.page, t.baseUrl, DEMO_USERS.admissions, DEMO_PASSWORD);
      await a.page.goto(`${t.baseUrl}/id-verifications/${idv.id}`);
      await clickText(a.page, 'Edit result');
      await a.page.click('.idv-edit input[type="radio"][value="PASSED"]');
      await fill(a.page, '#idv-reason', 'Renewed card seen at the desk');
      await a.page.click('.idv-edit button[type="submit"]');
      await toastText(a.page, 'Sent for approval');
      await waitForText(a.page, 'Your request: a colleague with the same permission must approve it.');
      expect(await approvalBar(a.page)).toEqual([[]]);
      // The server refuses it too, whatever a client sends.
      const item = (
        await api.call('GET', `/api/review-queue?kind=approval&session=${idv.uuid}`, {
          token: tok.admissions,
        })
      ).body.data[0];
      const own = await api.call('POST', `/api/review-queue/${item.id}/approve`, { token: tok.admissions });
      expect([own.status, own.body.code]).toEqual([403, 'REVIEW.OWN_REQUEST']);

      await signIn(bee.page, t.baseUrl, second.email, second.password);
      await bee.page.goto(`${t.baseUrl}/id-verifications/${idv.id}`);
      await waitForText(bee.page, 'Override the IDV result to Passed');
      expect(await approvalBar(bee.page)).toEqual([expect.arrayContaining(['Approve', 'Reject'])]);
      await clickText(bee.page, 'Approve', '.review-bar-actions button');
      await fill(bee.page, '#approval-note', 'Saw the renewed card on the call');
      await bee.page.click('.bp6-dialog button[type="submit"]');
      await toastText(bee.page, 'Approved: the decision is applied.');
      await waitForText(bee.page, 'approved by Rev second.admissions');

      await a.page.reload();
      await waitForText(a.page, 'approved by Rev second.admissions');
      const text = await a.page.evaluate(() => document.body.innerText);
      expect(text).toMatch(/Result overridden by .+, approved by Rev second\.admissions: FAILED → PASSED/);
    } catch (error) {
      await screenshot(a.page, 'four-eyes-a');
      await screenshot(bee.page, 'four-eyes-b');
      throw error;
    } finally {
      await a.context.close();
      await bee.context.close();
    }
  }, 300_000);

  it('staff ask for new photos; the applicant opens the new link and reads why in their language', async () => {
    const idv = await checkedCardIdv(api, { staff: tok.admissions, super: tok.super });
    const staff = await b.newPage({ width: 1360, height: 900 });
    const applicant = await b.newPage({ width: 390, height: 800 });
    try {
      await signIn(staff.page, t.baseUrl, DEMO_USERS.admissions, DEMO_PASSWORD);
      await staff.page.goto(`${t.baseUrl}/id-verifications/${idv.id}`);
      await clickText(staff.page, 'Request new photos', '.review-bar-actions button');
      await staff.page.select('#resubmission-reason', 'back_blurred');
      await fill(staff.page, '#resubmission-note', 'Back photo unreadable, barcode cut');
      await staff.page.click('.bp6-dialog button[type="submit"]');
      await toastText(staff.page, 'New link sent; the item is closed.');

      const sms = await until('the new link', async () => {
        const r = await api.call('GET', `/api/outbox?reference=${idv.id}`, { token: tok.super });
        return (r.body.data ?? []).find(
          (m: { channel: string; status: string; body: string }) =>
            m.channel === 'sms' &&
            m.status === 'delivered' &&
            m.body.includes('back of your document is blurred'),
        );
      });
      // A phone set to Dutch.
      await applicant.page.evaluateOnNewDocument(() => {
        Object.defineProperty(navigator, 'languages', { get: () => ['nl-NL'] });
        Object.defineProperty(navigator, 'language', { get: () => 'nl-NL' });
      });
      await applicant.page.goto(`${t.baseUrl}/capture/${captureTokenIn(sms.body)}`);
      await waitForText(applicant.page, 'Maak uw foto’s alstublieft opnieuw.');
      await waitForText(applicant.page, 'De foto van de achterkant van uw document is onscherp.');
      expect(await applicant.page.evaluate(() => document.body.innerText)).not.toContain('barcode cut');
    } catch (error) {
      await screenshot(staff.page, 'resubmission-staff');
      await screenshot(applicant.page, 'resubmission-applicant');
      throw error;
    } finally {
      await staff.context.close();
      await applicant.context.close();
    }
  }, 300_000);
});
