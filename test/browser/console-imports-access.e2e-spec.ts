import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { startCsvImportWorker } from '../../services/src/applicant-import/run-import/csv-import.processor';
import { ImportRunner } from '../../services/src/applicant-import/run-import/import-runner';
import { csvImportDeps } from '../../services/src/applicant-import/applicant-import.worker';
import { generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { importCsv, upload } from '../support/import-helpers';
import { signInRoles } from '../support/sign-in';
import {
  bodyText,
  clickText,
  dialogText,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForRowWith,
  waitForText,
} from './browser';
import { consoleSuite } from './console-suite';

/**
 * What the verification screens keep from users without permissions 1 (upload) and 6 (export), the
 * period picker and reason codes they may use, and an import resumed from the Imports screen. The
 * upload-to-dashboard session itself: console-verifications.e2e-spec.ts.
 */
describe('console: permissions on the verification screens, and a resumed import', () => {
  const s = consoleSuite({ width: 1360, height: 900 });

  beforeAll(async () => {
    // Applicants on file, for the viewer's list and detail.
    const api = apiClient(s.baseUrl);
    const { admin } = await signInRoles(api, ['admin']);
    const done = await importCsv(api, admin, generateApplicantCsv(40).csv);
    if (done.status !== 'completed') throw new Error(`import: ${JSON.stringify(done)}`);
  });

  const rowTexts = (p: Page) =>
    p.$$eval('.data-table tbody tr', (rows) => rows.map((r) => (r as HTMLElement).innerText));
  const pagerText = (p: Page) => p.$eval('.pager-range', (e) => (e as HTMLElement).innerText);

  it('hides Upload and Export from users without permissions 1 and 6', async () => {
    const { app: t, browser: b, page } = s;
    await signIn(page, t.baseUrl, 'viewer@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.goto(`${t.baseUrl}/verifications`);
    await page.waitForSelector('.pager-range');
    await screenshot(page, 'verifications-viewer');
    let text = await bodyText(page);
    expect(text).not.toContain('Upload CSV');
    expect(text).not.toContain('Export');
    // Nor does the detail offer its PDF (the server answers 403 too: session-report e2e).
    await page.click('.data-table tbody tr td:nth-child(2)');
    await page.waitForSelector('.detail-dialog');
    expect(await dialogText(page)).not.toContain('Export PDF');
    await page.keyboard.press('Escape');
    await page.goto(`${t.baseUrl}/files/upload`);
    await waitForPath(page, '/dashboard');
    await page.goto(`${t.baseUrl}/imports`);
    await waitForPath(page, '/dashboard');

    // Custom range: nothing reloads until both dates are picked.
    await page.select('select[aria-label="Period"]', 'custom');
    await waitForText(page, 'Pick the From and To dates to see the counts.');
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await page.type('#dashboard-from', day(new Date(Date.now() - 20 * 86400000)));
    await page.keyboard.press('Enter');
    expect(await page.$('[data-stat="total"]')).toBeNull();
    await page.type('#dashboard-to', day(new Date()));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-stat="total"]');
    await screenshot(page, 'dashboard-custom-range');

    // Reason codes: server-side search.
    await page.goto(`${t.baseUrl}/data-validation`);
    await page.waitForSelector('.data-table tbody tr');
    await page.type('.search-input input', 'TINO');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.data-table tbody tr')];
      return rows.length >= 1 && rows.every((r) => r.textContent?.includes('TINO'));
    });
    await screenshot(page, 'reason-codes');

    const other = await b.newPage();
    await signIn(other.page, t.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await waitForPath(other.page, '/dashboard');
    await other.page.goto(`${t.baseUrl}/students`);
    await other.page.waitForSelector('.pager-range');
    text = await bodyText(other.page);
    expect(text).toContain('Export');
    expect(text).not.toContain('Upload CSV');
    expect(await pagerText(other.page)).toMatch(/of \d+$/);
    await other.context.close();
  });

  it('shows why an import failed and resumes it from the Imports screen', async () => {
    const { app: t, page } = s;
    // An import whose every attempt failed, as the recovery records it: no worker runs while it is
    // uploaded, then the import is failed (resumable) the way ImportRecovery does after the last attempt.
    await (await t.worker.imports).close();
    const api = apiClient(t.baseUrl);
    const uploaderToken = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const csv = generateApplicantCsv(30, { start: 9000 }).csv;
    const started = await upload(api, uploaderToken, csv, 'resume-me.csv');
    const id = started.body.data.import_id;
    const deps = await csvImportDeps(t.runtime);
    const companyId = Number(
      (await t.runtime.db.one<{ company_id: string }>(
        'system',
        'SELECT company_id FROM imports WHERE id = $1',
        [id],
      ))!.company_id,
    );
    await new ImportRunner(deps.db, deps.events, deps.keys, deps.settings).fail(
      id,
      companyId,
      'The import stopped after 8 failed attempts at row 1. Resume it to continue from there.',
      'attempts',
      true,
    );
    const worker = startCsvImportWorker(deps);
    try {
      await signIn(page, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');
      await page.goto(`${t.baseUrl}/imports`);
      await waitForText(
        page,
        'The import stopped after repeated errors at row 1. Resume continues from there.',
      );
      const failedRow = (await rowTexts(page)).find((r) => r.includes('resume-me.csv'))!;
      expect(failedRow).toContain('Failed');
      expect(failedRow).toContain('Resume');
      await screenshot(page, 'imports-failed');
      await clickText(page, 'Resume', '.data-table button');
      await toastText(page, 'Import resumed');
      // Polled until it ends: completed, every row in, no Resume left.
      await waitForRowWith(page, 'resume-me.csv', 'Completed', 30000);
      const doneRow = (await rowTexts(page)).find((r) => r.includes('resume-me.csv'))!;
      expect(doneRow.replace(/\s+/g, ' ')).toContain('30 30 0 0');
      expect(doneRow).toContain('Resumed 1×');
      expect(
        await page.$$eval('.data-table tbody tr button', (bs) => bs.map((x) => x.textContent)),
      ).not.toContain('Resume');
      await screenshot(page, 'imports-resumed');
    } finally {
      await worker.close();
    }
  });
});
