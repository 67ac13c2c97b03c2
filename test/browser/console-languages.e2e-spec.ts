import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { upload, waitForImport } from '../support/import-helpers';
import { pdfText } from '../support/pdf-text';
import { until } from '../support/until';
import { ConsoleBrowser, launchConsoleBrowser, screenshot, signIn, waitForText } from './browser';

/**
 * Issue 12: what the server writes comes in the reader's language. The console sends its language as
 * Accept-Language; reason-code descriptions, IDV history lines, validation messages and PDF reports
 * come back in it.
 */
describe('server texts in the console language', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let staff: string;
  let idvId: string;
  let importId: string;

  /** A call as the console makes it, in `language`. */
  async function call(
    method: string,
    path: string,
    language: string,
    opts: { token?: string; body?: unknown } = {},
  ) {
    const headers: Record<string, string> = { 'accept-language': language };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(t.baseUrl + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()),
    };
  }

  async function report(path: string, language: string): Promise<string> {
    const queued = await call('POST', path, language, { token: staff });
    expect(queued.status).toBe(202);
    const jobId = queued.body.data.job_id;
    await until(
      'the report',
      async () =>
        (await call('GET', `/api/reports/${jobId}`, language, { token: staff })).body.data?.status === 'done',
      60_000,
    );
    return pdfText(
      (await call('GET', `/api/reports/${jobId}/file`, language, { token: staff })).body as Buffer,
    );
  }

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    const api = apiClient(t.baseUrl);
    staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const applicant = {
      name: 'Camille Martin',
      phoneNumber: '(804) 555-0142',
      email: 'camille.martin@example.edu',
      address: '1 Main St',
      state: 'VA',
      city: 'Richmond',
      country: 'US',
      zip: '23220',
      dob: '1999-04-05',
    };
    const sent = await api.call('POST', '/api', {
      token: staff,
      body: { form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: applicant },
    });
    expect(sent.status).toBe(200);
    idvId = sent.body.data.id;
    const imported = await upload(api, staff, generateApplicantCsv(6, { badEvery: 2 }).csv);
    importId = imported.body.data.import_id;
    expect((await waitForImport(api, staff, importId)).status).toBe('completed');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
  });

  it('in French: the console asks in French and shows reason codes and IDV history lines in French', async () => {
    const { page } = await b.newPage({ width: 1280, height: 900 });
    const asked = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/'))
        asked.add(r.headers()['accept-language'] ?? '(none)');
    });
    await page.goto(`${t.baseUrl}/auth/sign-in`);
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await signIn(page as Page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${t.baseUrl}/data-validation`);
    await waitForText(page, 'Domaine d’e-mail jetable');
    await screenshot(page, 'lang-fr-reason-codes');
    await page.goto(`${t.baseUrl}/id-verifications/${idvId}`);
    await waitForText(page, 'Vérification d’identité demandée (Admissions) par Avery Quinn');
    await waitForText(page, 'Lien envoyé par SMS et e-mail, expire le');
    await screenshot(page, 'lang-fr-idv-history');
    // Spec section 4: inconclusive is purple (Blueprint's neutral tag style used to win).
    const session = (await call('GET', '/api/getSessions?limit=25', 'fr', { token: staff })).body.data[0];
    await page.goto(`${t.baseUrl}/verifications/${session.uuid}`);
    await waitForText(page, 'Non concluant');
    const chip = await page.$eval('[data-tone="purple"]', (e) => getComputedStyle(e).color);
    expect(chip).toBe('rgb(86, 66, 166)');
    await screenshot(page, 'lang-fr-verification-detail');
    expect([...asked]).toEqual(['fr']);
  });

  it('keeps every column of the verifications list on screen in each language, from 1280 to 1920 px wide', async () => {
    const { page } = await b.newPage({ width: 1280, height: 900 });
    await signIn(page as Page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    const seen: unknown[] = [];
    for (const language of ['en', 'fr', 'de', 'nl']) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.goto(`${t.baseUrl}/verifications`);
      await page.waitForSelector('table tbody tr td:last-child button');
      for (const width of [1280, 1366, 1400, 1440, 1920]) {
        await page.setViewport({ width, height: 900 });
        await page.waitForFunction(() => window.innerWidth > 0 && document.readyState === 'complete');
        seen.push(
          await page.evaluate(
            (l, w) => {
              const scroll = document.querySelector('.data-table-scroll') as HTMLElement;
              const actions = document.querySelector('table tbody tr td:last-child button') as HTMLElement;
              return {
                language: l,
                width: w,
                hiddenPx: scroll.scrollWidth - scroll.clientWidth,
                actionsOnScreen: actions.getBoundingClientRect().right <= window.innerWidth,
              };
            },
            language,
            width,
          ),
        );
      }
    }
    // A whole uuid at 1400 px pushed the German and Dutch Actions column 24 px out of the list.
    expect(seen.filter((s: any) => s.hiddenPx > 0 || !s.actionsOnScreen)).toEqual([]);
    expect(seen).toHaveLength(20);
  });

  it('answers validation messages in the request language', async () => {
    const limit = await call('GET', '/api/reason-codes?limit=10', 'fr', { token: staff });
    expect(limit.status).toBe(422);
    expect(limit.body).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      message: 'Doit être l’une des valeurs : 25, 50, 100',
      errors: [{ field: 'limit', message: 'Doit être l’une des valeurs : 25, 50, 100' }],
    });
    const email = await call('POST', '/admin/login', 'de-CH, de;q=0.9', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(email.status).toBe(422);
    expect(email.body.errors).toContainEqual({
      field: 'email',
      message: 'Muss eine gültige E-Mail-Adresse sein',
    });
    const revoked = await call('POST', `/api/idv/${idvId}/revoke-link`, 'nl', { token: staff });
    expect(revoked.body).toMatchObject({ status: true, message: 'De link is ingetrokken' });
    const rowErrors = await call('GET', `/api/imports/${importId}/errors.csv`, 'fr', { token: staff });
    expect(String(rowErrors.body)).toContain('first_name est obligatoire');
    const english = await call('GET', '/api/reason-codes?limit=10', 'es', { token: staff });
    expect(english.body.message).toBe('Must be one of 25, 50, 100');
  });

  it('renders PDF reports in the language of whoever asked for them', async () => {
    const idv = await report(`/api/idv/${idvId}/report`, 'fr');
    for (const text of [
      'Rapport de vérification d’identité',
      'Contrôles',
      'Historique',
      'Vérification d’identité demandée (Admissions)',
      'Généré le',
    ])
      expect(idv).toContain(text);
    expect(idv).not.toContain('ID Verification Report');
    const session = (await call('GET', '/api/getSessions?limit=25', 'de', { token: staff })).body.data[0];
    const de = await report(`/api/sessions/${session.uuid}/report`, 'de');
    for (const text of ['Prüfbericht', 'Gesamtrisiko', 'Gründe', 'Erstellt am']) expect(de).toContain(text);
  });
});
