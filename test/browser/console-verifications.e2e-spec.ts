import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { applicantRow, csvLine, generateApplicantCsv } from '../support/applicant-csv';
import { SHARED_DATA } from '../support/remote-idv';
import { setWatchlistDir } from '../support/watchlist-sessions';
import {
  ConsoleBrowser,
  DownloadingPage,
  bodyText,
  clickLabel,
  clickText,
  finishedDownload,
  dialogText,
  launchConsoleBrowser,
  openDownloadingPage,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForText,
  waitForTotal,
} from './browser';

const ROWS = 60;
const BAD_EVERY = 10;

/**
 * Upload → import progress → list, search, filters, detail, watchlist review, export, dashboard, as
 * one staff member's session. Who may not upload or export, and an import resumed from the Imports
 * screen: console-imports-access.e2e-spec.ts.
 */
describe('console: upload, imports, verifications, watchlist, dashboard', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let tab: DownloadingPage;
  let page: Page;
  let downloads: string;
  let restoreWatchlistDir: (() => void) | undefined;

  beforeAll(async () => {
    // Offline list source: the reference copies of the OFAC and UN lists (read in place, never copied).
    restoreWatchlistDir = setWatchlistDir(SHARED_DATA);
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    tab = await openDownloadingPage(b);
    ({ page, downloads } = tab);
  });
  afterAll(async () => {
    await tab?.close();
    await b?.close();
    await t?.stop();
    restoreWatchlistDir?.();
  });

  const downloaded = async (pattern: RegExp, timeout = 15000): Promise<string> =>
    fs.readFileSync(path.join(downloads, await finishedDownload(downloads, pattern, timeout)), 'utf8');
  const rowTexts = (p: Page) =>
    p.$$eval('.data-table tbody tr', (rows) => rows.map((r) => (r as HTMLElement).innerText));
  const token = () => page.evaluate(() => localStorage.getItem('token'));

  it('imports a CSV with bad rows and drives every data-verification screen', async () => {
    const generated = generateApplicantCsv(ROWS, { badEvery: BAD_EVERY });
    // One applicant whose name and date of birth are on the OFAC SDN list, for the watchlist tab.
    const listed = applicantRow(500);
    listed[1] = 'Ayman';
    listed[2] = 'Al Zawahiri';
    listed[6] = '1951-06-19';
    const csvPath = path.join(downloads, '..', `applicants-${process.pid}.CSV`);
    fs.writeFileSync(csvPath, `${generated.csv}${csvLine(listed)}\r\n`);
    const good = ROWS - generated.bad.length + 1;
    const wrongPath = path.join(downloads, '..', `notes-${process.pid}.txt`);
    fs.writeFileSync(wrongPath, 'not a csv');

    await signIn(page, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.goto(`${t.baseUrl}/verifications`);
    await waitForText(page, 'No verifications match.');
    await clickText(page, 'Upload CSV');
    await waitForPath(page, '/files/upload');
    await waitForText(page, 'Upload your file here');
    expect(await bodyText(page)).toContain('Supported formats: .csv');

    // Sample file, then a refused type, then the real upload.
    await clickText(page, 'Download Sample file');
    expect((await downloaded(/^sample\.csv$/)).split('\n')[0]).toContain('first_name');
    const input = await page.$('input#upload-file');
    await input!.uploadFile(wrongPath);
    await page.waitForSelector('.bp6-alert');
    expect(await page.$eval('.bp6-alert', (e) => (e as HTMLElement).innerText)).toContain(
      'Please upload a file of type: .csv',
    );
    await clickText(page, 'Close', '.bp6-alert button');
    await input!.uploadFile(csvPath);
    await waitForText(page, `Selected file: applicants-${process.pid}.CSV`);
    await screenshot(page, 'upload-selected');
    await clickText(page, 'Upload');
    await toastText(page, 'Import started');
    await waitForPath(page, '/verifications');

    // Imports view: live progress until the import completes, counts, and the row-error report.
    await page.goto(`${t.baseUrl}/imports`);
    await page.waitForFunction(
      () => document.querySelector('.data-table tbody tr')?.textContent?.includes('Completed'),
      { timeout: 30000 },
    );
    const [importRow] = await rowTexts(page);
    expect(importRow.replace(/\s+/g, ' ')).toContain(`${ROWS + 1} ${good} 0 ${generated.bad.length}`);
    await screenshot(page, 'imports');
    await clickText(page, 'Row errors');
    const report = await downloaded(/errors\.csv$/);
    for (const bad of generated.bad) expect(report).toMatch(new RegExp(`^${bad.line},${bad.field},`, 'm'));

    // The list: every imported row, then search, risk filter and the URL filter chip.
    await page.goto(`${t.baseUrl}/verifications`);
    await waitForTotal(page, good);
    expect((await rowTexts(page)).length).toBe(25);
    await screenshot(page, 'verifications');
    await page.type('.search-input input', 'Zawahiri');
    await page.waitForFunction(() => document.querySelectorAll('.data-table tbody tr').length === 1);
    expect((await rowTexts(page))[0]).toContain('Al Zawahiri');
    await clickLabel(page, 'Clear search');
    await waitForTotal(page, good);

    const apiCount = async (query: string) =>
      page.evaluate(
        async (q: string, tk: string) => {
          const r = await fetch(`/api/getSessions?limit=25&${q}`, {
            headers: { Authorization: `Bearer ${tk}` },
          });
          return ((await r.json()) as { meta: { total: number } }).meta.total;
        },
        query,
        (await token())!,
      );
    const high = await apiCount('overall_risk_level=high');
    await page.select('select[aria-label="Risk Level"]', 'high');
    await waitForTotal(page, high);
    const tones = await page.$$eval('.data-table tbody [data-tone]', (tags) =>
      tags.map((e) => e.getAttribute('data-tone')),
    );
    expect(new Set(tones)).toEqual(high ? new Set(['danger']) : new Set());
    await page.select('select[aria-label="Risk Level"]', 'all');
    // A link may carry the risk level: the select starts at it and the list is filtered.
    await page.goto(`${t.baseUrl}/verifications?overall_risk_level=high`);
    await waitForTotal(page, high);
    expect(await page.$eval('select[aria-label="Risk Level"]', (e) => (e as HTMLSelectElement).value)).toBe(
      'high',
    );

    const invalidSsn = await apiCount('invalid_ssn=1');
    await page.goto(`${t.baseUrl}/verifications?invalid_ssn=1`);
    await waitForText(page, 'Missing or invalid SSN');
    await waitForTotal(page, invalidSsn);
    await screenshot(page, 'verifications-filter-chip');
    await page.click('.filter-bar .bp6-tag-remove');
    await page.waitForFunction(() => window.location.search === '' && !document.querySelector('.filter-bar'));
    expect(new URL(page.url()).pathname).toBe('/verifications');

    // Detail dialog: header, checks and reasons.
    await page.type('.search-input input', 'Zawahiri');
    await page.waitForFunction(() => document.querySelectorAll('.data-table tbody tr').length === 1);
    await page.click('.data-table tbody tr td:nth-child(2)');
    await page.waitForSelector('.detail-dialog');
    const detail = await dialogText(page);
    for (const text of [
      'Verification of Ayman Al Zawahiri',
      'Results',
      'Watchlist',
      'IDV Results (Admissions)',
      'IDV Results (SFS)',
      'Checks',
      'Reasons',
      '1951-06-19',
    ])
      expect(detail).toContain(text);
    expect(await page.$$eval('.detail-dialog .reason-code', (codes) => codes.length)).toBeGreaterThan(0);
    await screenshot(page, 'verification-detail');
    await clickText(page, 'IDV Results (Admissions)', '.bp6-dialog [role="tab"]');
    await waitForText(
      page,
      'ID verification results appear here once an ID verification has been requested.',
    );

    // Watchlist: wait until the worker has loaded the lists, check, explain, review, history.
    const deadline = Date.now() + 60000;
    while (
      !(await page.evaluate(
        async (tk: string) => {
          const r = await fetch('/api/watchlist/versions', { headers: { Authorization: `Bearer ${tk}` } });
          return Boolean(((await r.json()) as { data?: { engine?: unknown } }).data?.engine);
        },
        (await token())!,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('watchlist lists never loaded');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await clickText(page, 'Watchlist', '.bp6-dialog [role="tab"]');
    await clickText(page, 'Check global watchlist', '.bp6-dialog button');
    await page.waitForSelector('.matches-table', { timeout: 30000 });
    const matches = await page.$eval('.matches-table', (e) => (e as HTMLElement).innerText);
    expect(matches).toMatch(/ZAWAHIRI/i);
    expect(matches).toMatch(/\d{1,3}\.\d%/);
    expect(await page.$$eval('.matches-table .score-strong', (cells) => cells.length)).toBeGreaterThan(0);
    expect(await dialogText(page)).toContain('High');
    await page.click('.matches-table tbody tr:first-child button[aria-expanded]');
    await page.waitForSelector('.match-explanation');
    expect(await page.$eval('.match-explanation', (e) => (e as HTMLElement).innerText)).toMatch(
      /Name score[\s\S]*Date of birth[\s\S]*Final score/,
    );
    await screenshot(page, 'watchlist-matches');
    await page.evaluate(() => {
      const row = document.querySelector('.matches-table tbody tr');
      [...row!.querySelectorAll('button')].find((el) => el.textContent === 'False positive')!.click();
    });
    await page.waitForSelector('#review-reason');
    await clickText(page, 'Record decision', '.bp6-dialog button');
    await waitForText(page, 'A reason is required.');
    await page.type('#review-reason', 'Applicant born in Denver; passport checked in person.');
    await clickText(page, 'Record decision', '.bp6-dialog button');
    await toastText(page, 'Review recorded.');
    await page.waitForFunction(() =>
      document
        .querySelector('.matches-table .review-cell')
        ?.textContent?.includes('passport checked in person'),
    );
    await clickText(page, 'History', '.bp6-dialog button');
    await page.waitForFunction(() =>
      /marked False positive/.test(document.querySelector('.history-list')?.textContent ?? ''),
    );
    await screenshot(page, 'watchlist-review-history');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.detail-dialog'));

    // The same detail as a page.
    const uuid = (await rowTexts(page))[0].split(/\s/)[0];
    await page.goto(`${t.baseUrl}/verifications/${uuid}`);
    await waitForText(page, 'Verification of Ayman Al Zawahiri');
    await waitForText(page, 'Tax ID / SSN');
    // The detail's Export: the PDF is queued, rendered by the worker and downloaded by kind, reference and day.
    await clickText(page, 'Export PDF');
    expect(
      (
        await downloaded(
          new RegExp(`^data-verification-${uuid.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
          60000,
        )
      ).startsWith('%PDF-'),
    ).toBe(true);

    // Export with the active risk filter: a CSV named Report-{timestamp}-verifications.csv.
    await page.goto(`${t.baseUrl}/verifications`);
    await page.waitForSelector('.data-table tbody tr');
    await clickText(page, 'Export');
    const csv = await downloaded(/^Report-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-verifications\.csv$/);
    expect(csv.trim().split('\n').length).toBe(good + 1);

    // Dashboard: cards after the 1 s delay, counts equal to the lists they open.
    await page.goto(`${t.baseUrl}/dashboard`);
    await page.waitForFunction(
      (n: string) => document.querySelector('[data-stat="total"]')?.textContent === n,
      { timeout: 20000 },
      String(good),
    );
    const stat = (id: string) =>
      page.$eval(`[data-stat="${id}"]`, (e) => Number(e.textContent!.replace(/,/g, '')));
    // "High Risk and/or Missing SSN": high or very high risk, or no valid SSN (more than the invalid SSNs alone).
    expect(await stat('highRiskOrInvalidSsn')).toBe(
      await apiCount('high_risk_or_invalid_ssn=1&custom_date=this_month'),
    );
    expect(await stat('highRiskOrInvalidSsn')).toBeGreaterThan(invalidSsn);
    const incomplete = await stat('incompleteAddress');
    await screenshot(page, 'dashboard');
    await clickLabel(page, 'Incomplete Address');
    await waitForPath(page, '/verifications');
    expect(new URL(page.url()).search).toContain('incomplete_address=1');
    await waitForTotal(page, incomplete);
  });
});
