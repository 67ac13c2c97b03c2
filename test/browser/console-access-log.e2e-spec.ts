import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { until } from '../support/until';
import {
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  photo,
  requestRemoteIdv,
  uploadAndSubmit,
} from '../support/remote-idv';
import {
  ConsoleBrowser,
  clickText,
  finishedDownload,
  imageDecoded,
  launchConsoleBrowser,
  menuTexts,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
  waitForTotal,
} from './browser';
import { filteredRows, kindOf, recordViews, rowTexts, LABEL } from './access-log-views';

const STAFF = { email: 'admissions@northfield.edu', name: 'Avery Quinn' };
const AUDITOR = { email: 'auditor@northfield.edu', password: 'Audit!Trail43' };

/** Issue 31: a staff member's every view of personal data, as the auditor finds it in the console. */
describe('console: the access log (issue 31)', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let idvId: string;
  let sessionUuid: string;
  let downloads: string;
  const pages: Page[] = [];

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    const api = apiClient(t.baseUrl);
    const tok = await signInRoles(api, ['super', 'admin']);
    const created = await api.call('POST', '/api/team', {
      token: tok.admin,
      body: {
        first_name: 'Audra',
        last_name: 'Tor',
        email: AUDITOR.email,
        password: 'Audit!Trail42',
        permissions: [7],
      },
    });
    if (created.status >= 300) throw new Error(JSON.stringify(created.body));
    const first = await api.login(AUDITOR.email, 'Audit!Trail42');
    await api.call('POST', '/admin/new-password', {
      token: first,
      body: { password: AUDITOR.password, confirm_password: AUDITOR.password },
    });
    idvId = await requestRemoteIdv(api, tok.admin);
    const token = await deliveredCaptureToken(api, tok.super, idvId);
    await consentToCapture(api, token);
    await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
    await checkedIdv(api, tok.admin, idvId);
    await api.call('POST', '/api/applicants', {
      token: tok.admin,
      body: {
        external_id: 'AL-7',
        first_name: 'Robin',
        last_name: 'Reader',
        email: 'robin@example.edu',
        date_of_birth: '2002-03-04',
      },
    });
    const sessions = await until('the pushed applicant', async () => {
      const r = await api.call('GET', '/api/getSessions?limit=25', { token: tok.admin });
      return r.body.data?.length ? r.body.data : null;
    });
    sessionUuid = sessions[0].uuid;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
  });
  afterEach(async () => {
    for (const p of pages.splice(0)) await p.browserContext().close();
    if (downloads) fs.rmSync(downloads, { recursive: true, force: true });
  });

  /** A fresh signed-out page (its own context) that saves downloads, in `language`. */
  async function openPage(language = 'en'): Promise<Page> {
    const opened = await b.newPage({ width: 1440, height: 900 });
    pages.push(opened.page);
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-downloads-'));
    const cdp = await opened.page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      browserContextId: opened.context.id,
      eventsEnabled: true,
    });
    await opened.page.evaluateOnNewDocument((l: string) => localStorage.setItem('language', l), language);
    return opened.page;
  }

  const downloaded = async (pattern: RegExp, timeout = 15000): Promise<string> =>
    fs.readFileSync(path.join(downloads, await finishedDownload(downloads, pattern, timeout)), 'utf8');
  const sorted = (list: string[]) => [...list].sort();
  it('shows the auditor exactly one line per view a staff member made, filtered and exported', async () => {
    // 1. A member of staff opens a verification detail, an IDV with its images, its report, an export.
    const staff = await openPage();
    const views = recordViews(staff);
    await signIn(staff, t.baseUrl, STAFF.email, DEMO_PASSWORD);
    await waitForPath(staff, '/dashboard');
    // The dashboard's own IDV list is a view too: counted from the sign-in on, and shown before
    // leaving (a request cut short by leaving can have its line without the page seeing its answer).
    await staff.waitForSelector('.idv-embedded .data-table tbody tr');
    await staff.goto(`${t.baseUrl}/verifications/${sessionUuid}`);
    await waitForText(staff, 'Tax ID / SSN');
    await staff.goto(`${t.baseUrl}/id-verifications/${idvId}`);
    await staff.waitForSelector('img.idv-thumb');
    expect(await imageDecoded(staff, 'img.idv-thumb')).toBe(true);
    await clickText(staff, 'Export PDF');
    expect((await downloaded(/\.pdf$/, 60000)).startsWith('%PDF-')).toBe(true);
    await staff.goto(`${t.baseUrl}/id-verifications`);
    await staff.waitForSelector('.data-table tbody tr');
    await clickText(staff, 'Export');
    await downloaded(/^Report-[\d-]+-idv\.csv$/);
    // Leaving the console stops its requests: the views are final (each answer's line is committed
    // before its first byte, so every view seen here already has its line).
    await staff.goto('about:blank');
    const kinds = views.map((v) => v.kind);
    for (const kind of ['session.detail', 'idv.detail', 'idv.image', 'report.downloaded', 'idv.export'])
      expect(kinds).toContain(kind);

    // 2. The auditor: the menu entry, the staff member's lines (one per view), then one applicant's.
    const auditor = await openPage();
    await signIn(auditor, t.baseUrl, AUDITOR.email, AUDITOR.password);
    expect(await menuTexts(auditor)).toContain('Access log');
    await clickText(auditor, 'Access log', '.sidebar-nav a');
    await waitForPath(auditor, '/access-log');
    await auditor.waitForSelector('.data-table tbody tr');
    // The staff list is its own request: wait for the member's option, not only for the rows.
    await auditor.waitForFunction(
      (name) =>
        [
          ...(document.querySelector<HTMLSelectElement>('select[aria-label="Staff member"]')?.options ?? []),
        ].some((o) => o.text === name),
      {},
      STAFF.name,
    );
    const staffId = await auditor.$eval(
      'select[aria-label="Staff member"]',
      (select, name) => [...(select as HTMLSelectElement).options].find((o) => o.text === name)?.value ?? '',
      STAFF.name,
    );
    expect(staffId).not.toBe('');
    await auditor.select('select[aria-label="Staff member"]', staffId);
    const rows = await filteredRows(auditor, STAFF.name);
    expect(sorted(rows.map(kindOf))).toEqual(sorted(kinds));
    await waitForTotal(auditor, views.length);
    expect(rows.find((r) => r.includes(LABEL['idv.export']))).toMatch(/Rows exported: \d+/);
    await screenshot(auditor, 'access-log-staff');

    const ofIdv = views.filter((v) => v.path.includes(`/${idvId}/`) || v.path.endsWith(`/${idvId}`));
    // The report's download names its IDV, not its job.
    const expectedOfIdv = [...ofIdv.map((v) => v.kind), 'report.downloaded'];
    await auditor.type('#access-log-applicant', idvId);
    const idvRows = await filteredRows(auditor, idvId);
    expect(idvRows.every((r) => r.includes(STAFF.name))).toBe(true);
    expect(sorted(idvRows.map(kindOf))).toEqual(sorted(expectedOfIdv));

    // 3. The CSV export holds exactly the filtered lines.
    await clickText(auditor, 'Export CSV');
    const csv = (await downloaded(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/)).trim().split('\n');
    expect(csv[0]).toBe('when,actor_type,actor_id,who,what,applicants,detail,address,request_id');
    expect(csv).toHaveLength(expectedOfIdv.length + 1);
    for (const line of csv.slice(1)) {
      expect(line).toContain(`,user,${staffId},${STAFF.name},`);
      expect(line).toContain(idvId);
    }
    expect(sorted(csv.slice(1).map((l) => l.split(',')[4]))).toEqual(sorted(expectedOfIdv));
  }, 240_000);

  it('reads in French, refuses a malformed applicant id in French, and exports', async () => {
    const auditor = await openPage('fr');
    await signIn(auditor, t.baseUrl, AUDITOR.email, AUDITOR.password);
    await auditor.goto(`${t.baseUrl}/access-log`);
    await waitForText(auditor, 'Journal des accès');
    await auditor.waitForSelector('.data-table tbody tr');
    await waitForText(auditor, 'Détail de la vérification d\u2019identité');
    await waitForText(auditor, 'Ce qui a été consulté');
    const before = await rowTexts(auditor);
    await auditor.type('#access-log-applicant', 'pas-un-id');
    await waitForText(auditor, 'Saisissez un UUID de session ou un identifiant IDV (chiffres).');
    // The malformed id is not sent: the table keeps its lines (no error, no empty list).
    expect((await rowTexts(auditor)).length).toBe(before.length);
    await clickText(auditor, 'Effacer les filtres');
    await auditor.type('#access-log-applicant', sessionUuid);
    await auditor.waitForFunction(
      (uuid: string) =>
        [...document.querySelectorAll<HTMLElement>('.data-table tbody tr')].every((r) =>
          r.innerText.includes(uuid),
        ) && document.querySelectorAll('.data-table tbody tr').length > 0,
      { timeout: 15000 },
      sessionUuid,
    );
    await waitForText(auditor, 'Détail de la vérification');
    await screenshot(auditor, 'access-log-fr');
    await clickText(auditor, 'Exporter en CSV');
    const csv = (await downloaded(/^access-log-[\d-]+\.csv$/)).trim().split('\n');
    expect(csv.length).toBeGreaterThan(1);
    expect(csv.slice(1).every((l) => l.includes(sessionUuid))).toBe(true);
  }, 120_000);

  it('offers the page to no one else, and shows the super admin counts only', async () => {
    const viewer = await openPage();
    await signIn(viewer, t.baseUrl, 'viewer@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(viewer)).not.toContain('Access log');
    await viewer.goto(`${t.baseUrl}/access-log`);
    await waitForPath(viewer, '/dashboard');

    const admin = await openPage();
    await signIn(admin, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(admin)).toContain('Access log');

    const superAdmin = await openPage();
    const calls = recordCalls(superAdmin);
    await signIn(superAdmin, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await waitForPath(superAdmin, '/companies');
    await superAdmin.waitForFunction(() => /\d+ views/.test(document.body.innerText), { timeout: 15000 });
    await waitForText(superAdmin, 'Access log');
    expect(calls.some((c) => c.startsWith('/api/access-log/counts'))).toBe(true);
    expect(calls.filter((c) => /^\/api\/access-log(\?|\/export)/.test(c))).toEqual([]);
  });

  function recordCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      calls.push(url.pathname + url.search);
    });
    return calls;
  }
});
