import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { until } from '../support/until';
import {
  ConsoleBrowser,
  bodyText,
  clickText,
  fill,
  launchConsoleBrowser,
  screenshot,
  signIn,
  toastText,
  waitForText,
} from './browser';

/**
 * Issue 12 ("Trust"): buttons only for those who may, never twice. Request Remote IDV follows the
 * list's form-type permission; Request IDV asks before texting and is disabled once requested.
 * (The override reason's counter and the server's message: idv-journey-review.e2e-spec.ts.)
 */
describe('console: actions only for those who may, never twice', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  const pages: Record<string, Page> = {};

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    for (const who of ['viewer', 'finaid', 'admissions']) {
      pages[who] = (await b.newPage({ width: 1360, height: 900 })).page;
      await signIn(pages[who], t.baseUrl, `${who}@northfield.edu`, DEMO_PASSWORD);
    }
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
  });

  /** Opens an IDV list and answers whether its Request Remote IDV button is offered. */
  async function offersRemoteIdv(who: string, listPath: string): Promise<boolean> {
    const page = pages[who];
    await page.goto(`${t.baseUrl}${listPath}`);
    await waitForText(page, 'Validation Status');
    // The list has answered (rows or its empty text), so the header is complete.
    await page.waitForFunction(
      () => document.querySelector('.data-table tbody tr, .data-table-state') !== null,
    );
    return (await bodyText(page)).includes('Request Remote IDV');
  }

  it('offers Request Remote IDV only to users whose permission covers the list form type', async () => {
    expect(await offersRemoteIdv('viewer', '/id-verifications')).toBe(false);
    expect(await offersRemoteIdv('finaid', '/id-verifications')).toBe(false);
    await screenshot(pages.finaid, 'trust-01-admissions-list-as-finaid');
    expect(await offersRemoteIdv('admissions', '/id-verifications')).toBe(true);
    // Financial aid (SFS): the other way round.
    expect(await offersRemoteIdv('finaid', '/id-verifications-sas')).toBe(true);
    expect(await offersRemoteIdv('admissions', '/id-verifications-sas')).toBe(false);
  });

  it('asks before texting the applicant, then disables Request IDV while the request is pending', async () => {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const form = new FormData();
    form.append(
      'file',
      new Blob([generateApplicantCsv(2, { start: 700 }).csv], { type: 'text/csv' }),
      'applicants.csv',
    );
    expect((await api.call('POST', '/api/read-file', { token: admin, form })).status).toBeLessThan(300);
    const session = await until(
      'the imported session',
      async () => (await api.call('GET', '/api/getSessions?limit=25', { token: admin })).body.data?.[0],
    );
    const page = pages.admissions;
    const requested = async () =>
      (await api.call('GET', `/api/checkIDV/${session.uuid}?formType=ADMISSIONS`, { token: admin })).status;

    await page.goto(`${t.baseUrl}/verifications/${session.uuid}`);
    await page.waitForSelector('[data-request-idv="ADMISSIONS"]:not([disabled])');
    // Cancelling the confirmation texts nobody.
    await clickText(page, 'Request IDV (Admissions)');
    await waitForText(page, 'one-time link to verify their ID for Admissions?');
    await screenshot(page, 'trust-02-request-idv-confirm');
    await clickText(page, 'Cancel', '.bp6-dialog button');
    await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
    expect(await requested()).toBe(404);

    await clickText(page, 'Request IDV (Admissions)');
    await clickText(page, 'Send link', '.bp6-dialog button');
    await toastText(page, 'ID verification requested successfully!');
    expect(await requested()).toBe(200);
    // Now disabled, and it says why: a second click cannot happen (no 409 toast). While the pending
    // request is being fetched again the button is disabled too, its reason "Checking whether …"
    // (a loaded machine read that one): wait until the check is over, then read the reason.
    await page.waitForSelector('[data-request-idv="ADMISSIONS"][disabled]');
    const reason = await (
      await page.waitForFunction(() => {
        const why = document.querySelector('[data-blocked-reason]')?.getAttribute('data-blocked-reason');
        return why && !why.startsWith('Checking whether') ? why : null;
      })
    ).jsonValue();
    expect(reason).toBe('An ID verification for Admissions is already pending for this applicant');
    await screenshot(page, 'trust-03-request-idv-disabled');
    // The confirmation closed with the request.
    await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
  });

  it('refuses a company name already in use with the message under the name field', async () => {
    const page = (await b.newPage({ width: 1360, height: 900 })).page;
    await signIn(page, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto(`${t.baseUrl}/companies`);
    await clickText(page, 'Add Company');
    await fill(page, '#company-name', '  northfield UNIVERSITY ');
    await clickText(page, 'Save', '.bp6-dialog button');
    await waitForText(page, 'A company named "northfield UNIVERSITY" already exists');
    await screenshot(page, 'trust-04-company-name-taken');
    await page.close();
  });

  it('erases with a reason chosen from the list (a note only for "other"), then offers the certificate as JSON and PDF', async () => {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const sessions = (await api.call('GET', '/api/getSessions?limit=25', { token: admin })).body.data;
    const page = (await b.newPage({ width: 1360, height: 900 })).page;
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${t.baseUrl}/verifications/${sessions.at(-1).uuid}`);
    await clickText(page, 'Erase');
    await waitForText(page, 'Why is the applicant erased?');
    expect(await page.$('#privacy-reason')).toBeNull(); // no free text unless "Other"
    await clickText(page, 'Other', '.bp6-dialog label');
    await page.waitForSelector('#privacy-reason');
    expect(await bodyText(page)).toContain('Do not enter personal data');
    await clickText(page, 'The applicant’s request', '.bp6-dialog label');
    await screenshot(page, 'trust-05-erase-reasons');
    await clickText(page, 'Erase', '.bp6-dialog button[type="submit"]');
    await toastText(page, 'Applicant erased');
    await waitForText(page, 'Erasure certificate (PDF)');
    expect(await bodyText(page)).toContain('Erasure certificate (JSON)');
    expect(await bodyText(page)).toContain('The applicant’s request');
    await page.close();
  });

  it('lets the super admin offboard a company by typing its name, then download its certificate', async () => {
    const page = (await b.newPage({ width: 1360, height: 900 })).page;
    await signIn(page, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto(`${t.baseUrl}/companies`);
    await clickText(page, 'Add Company');
    await fill(page, '#company-name', 'Westbrook Offboarding College');
    await clickText(page, 'Save', '.bp6-dialog button');
    await (await page.waitForSelector('[aria-label="Offboard: Westbrook Offboarding College"]'))!.click();
    await fill(page, '#offboard-name', 'Westbrook College');
    await fill(page, '#offboard-reason', 'End of the contract');
    await clickText(page, 'Offboard', '.bp6-dialog button[type="submit"]');
    await waitForText(page, "Type the company's name exactly as it is shown to confirm");
    await fill(page, '#offboard-name', 'Westbrook Offboarding College');
    await clickText(page, 'Offboard', '.bp6-dialog button[type="submit"]');
    await waitForText(page, 'Westbrook Offboarding College was offboarded');
    expect(await bodyText(page)).toContain('Erasure certificate (PDF)');
    await screenshot(page, 'trust-06-offboarded');
    await page.close();
  });
});
