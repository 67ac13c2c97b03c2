import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { applicantsCsv, generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { importCsv } from '../support/import-helpers';
import {
  ConsoleBrowser,
  clickText,
  dialogText,
  launchConsoleBrowser,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
  waitForTotal,
} from './browser';

/** Issue 33 in the browser: what school staff met walking the console, as they meet it. */
describe('console: the staff walk of issue 33', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let staff: string;
  let pinv: { uuid: string };
  let clean: { uuid: string };
  let cleanIdvId: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-walk-'));

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    await importCsv(
      api,
      staff,
      applicantsCsv(
        {
          external_id: 'W-1',
          first_name: 'Inès',
          last_name: 'Moreau',
          email: 'ines.moreau@example.edu',
          phone: '512-555-01',
          date_of_birth: '2001-02-03',
          ssn: '123-45-6789',
        },
        {
          external_id: 'W-2',
          first_name: 'Theo',
          last_name: 'Vermeulen',
          email: 'theo.vermeulen@example.edu',
          phone: '(303) 555-0142',
          date_of_birth: '2000-05-06',
          ssn: '123-45-6788',
        },
      ),
    );
    const sessions = (await api.call('GET', '/api/getSessions?limit=25', { token: staff })).body.data;
    pinv = sessions.find((s: any) => s.last_name === 'Moreau');
    clean = sessions.find((s: any) => s.last_name === 'Vermeulen');
    // Both form types for one applicant: the dashboard's list shows two rows for Theo.
    const finaid = await api.login('finaid@northfield.edu', DEMO_PASSWORD);
    for (const [token, form_type] of [
      [staff, 'ADMISSIONS'],
      [finaid, 'FINANCIAL_AID'],
    ]) {
      const asked = await api.call('POST', '/api/askIDV', { token, body: { uuid: clean.uuid, form_type } });
      expect(asked.status).toBe(200);
      if (form_type === 'ADMISSIONS') cleanIdvId = asked.body.data.id;
    }
    b = await launchConsoleBrowser();
    page = (await b.newPage({ width: 1360, height: 900 })).page;
    await signIn(page, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says a wrong password in French on a French console', async () => {
    const other = (await b.newPage()).page;
    await other.goto(`${t.baseUrl}/auth/sign-in`);
    await other.evaluate(() => localStorage.setItem('language', 'fr'));
    await other.reload();
    // The reload's load event comes before the console has drawn the form (a loaded machine typed too early).
    await other.waitForSelector('#email');
    await other.type('#email', 'admissions@northfield.edu');
    await other.type('#password', 'Wrong!Password1');
    await other.click('button[type="submit"]');
    await waitForText(other, 'E-mail ou mot de passe incorrect');
    expect(await other.evaluate(() => document.body.innerText)).not.toContain('Invalid email or password');
    await other.browserContext().close();
  });

  it('refreshes the list when the import it came back from completes', async () => {
    await page.goto(`${t.baseUrl}/verifications`);
    await waitForTotal(page, 2);
    // Within the console, as staff go: the list's Upload CSV, then back to the list after the upload.
    await clickText(page, 'Upload CSV');
    await waitForPath(page, '/files/upload');
    const csvPath = path.join(dir, 'more.csv');
    fs.writeFileSync(csvPath, generateApplicantCsv(400, { start: 500 }).csv);
    await (await page.$('input#upload-file'))!.uploadFile(csvPath);
    await clickText(page, 'Upload');
    await waitForPath(page, '/verifications');
    // No reload, no click: the list follows the import to its end.
    await waitForTotal(page, 402, 60_000).catch(async (e) => {
      const imports = await api.call('GET', '/api/imports', { token: staff });
      const pager = await page.$eval('.pager-range', (x) => x.textContent);
      throw new Error(`${e}: pager ${pager}, imports ${JSON.stringify(imports.body.data)}, at ${page.url()}`);
    });
  }, 90_000);

  it('shows the number and e-mail before texting, warns about a PINV number, one confirmation pattern', async () => {
    await page.goto(`${t.baseUrl}/verifications/${pinv.uuid}`);
    // Enabled once the console knows no IDV of that form exists yet.
    await page.waitForSelector('[data-request-idv="ADMISSIONS"]:not([disabled])');
    await clickText(page, 'Request IDV (Admissions)');
    await page.waitForSelector('[data-link-recipients]');
    const text = await dialogText(page);
    expect(text).toContain('Send verification link');
    expect(text).not.toContain('VerifyDesk');
    expect(text).toContain('512-555-01');
    expect(text).toContain('ines.moreau@example.edu');
    expect(text).toContain('Not a valid phone number (PINV): no text will be sent to it.');
    const buttons = await page.$$eval('.bp6-dialog-footer button', (e) =>
      e.map((x) => (x as HTMLElement).innerText),
    );
    expect(buttons).toEqual(['Cancel', 'Send link']);
    await screenshot(page, 'staff-walk-send-link');
    await clickText(page, 'Cancel', '.bp6-dialog-footer button');
  });

  it('shows the number and e-mail a resent link goes to in the Resend link confirmation', async () => {
    const record = (await api.call('GET', `/api/checkIDV/${cleanIdvId}`, { token: staff })).body.data;
    expect(record.phone).toMatch(/555.?0142/);
    await page.goto(`${t.baseUrl}/id-verifications/${cleanIdvId}`);
    await clickText(page, 'Resend link');
    await page.waitForSelector('[data-link-recipients]');
    const text = await dialogText(page);
    expect(text).toContain('Resend verification link');
    expect(text).toContain(record.phone);
    expect(text).toContain('theo.vermeulen@example.edu');
    expect(text).not.toContain('no text will be sent');
    await clickText(page, 'Cancel', '.bp6-dialog-footer button');
  });

  it('says why Request IDV is disabled, in a tooltip', async () => {
    await page.goto(`${t.baseUrl}/verifications/${clean.uuid}`);
    const wrapper = await page.waitForSelector('[data-blocked-reason]');
    await wrapper!.focus();
    await page.waitForSelector('.bp6-tooltip');
    expect(await page.$eval('.bp6-tooltip', (e) => (e as HTMLElement).innerText)).toContain(
      'An ID verification for Admissions is already pending for this applicant',
    );
  });

  it('keeps the dashboard period on Back, and names the IDV rows by form type', async () => {
    await page.goto(`${t.baseUrl}/dashboard`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.idv-embedded th')].some((th) => th.textContent === 'Form type'),
    );
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.idv-embedded tbody tr')].filter((r) =>
          r.textContent?.includes('Vermeulen'),
        ).length === 2,
    );
    const rows = await page.$$eval('.idv-embedded tbody tr', (r) =>
      r.map((x) => (x as HTMLElement).innerText),
    );
    expect(
      rows
        .filter((r) => r.includes('Vermeulen'))
        .map((r) => /Admissions|SFS/.exec(r)?.[0])
        .sort(),
    ).toEqual(['Admissions', 'SFS']);
    await page.select('select[aria-label="Period"]', 'last_7_days');
    await page.waitForFunction(() => window.location.search.includes('period=last_7_days'));
    await page.waitForSelector('[data-stat="total"]');
    await page.click('[data-stat="total"]');
    await waitForPath(page, '/verifications');
    await page.goBack();
    await waitForPath(page, '/dashboard');
    expect(await page.$eval('select[aria-label="Period"]', (e) => (e as HTMLSelectElement).value)).toBe(
      'last_7_days',
    );
  });

  it('in French: the server reason for a future range, no old numbers, and a 24-hour clock', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto(`${t.baseUrl}/dashboard?period=custom&from=2026-01-01&to=2099-01-01`);
    await waitForText(page, 'Ne doit pas être dans le futur');
    expect(await page.$$('[data-stat="total"]')).toHaveLength(0);
    await page.goto(`${t.baseUrl}/verifications`);
    await page.waitForSelector('.data-table tbody tr');
    const table = await page.$eval('.data-table tbody', (e) => (e as HTMLElement).innerText);
    expect(table).not.toMatch(/\b(AM|PM)\b/);
    expect(table).toMatch(/\d{2} [a-zéû]+\.? \d{4} \d{2}:\d{2}/);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('reads the retention schedule from the page footer, read-only, in Dutch', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'nl'));
    await page.goto(`${t.baseUrl}/dashboard`);
    await clickText(page, 'Bewaarschema', '.page-footer a');
    await waitForPath(page, '/retention-schedule');
    await waitForText(page, '730 dagen na de laatste activiteit van de aanvrager');
    expect(await page.$$('.page input')).toHaveLength(0);
    expect(await page.title()).toContain('Bewaarschema');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
