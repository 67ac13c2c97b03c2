import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { A11yData, seedA11yData } from '../support/a11y-data';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { DEMO_USERS } from '../support/sign-in';
import { translate } from '../../services/src/shared/i18n';
import { apiClient } from '../support/http-client';
import { pdfStructure } from '../support/pdf-structure';
import { renderedReport } from '../support/report-job';
import {
  PASSES,
  axeSpent,
  axeViolations,
  enterPass,
  goToScreen,
  setPreferences,
  setStoredPreferences,
  settled,
} from './a11y-axe';
import { scanDetailDialog, scanPrivacy, scanSecurityTabs, scanTrends } from './a11y-scans';
import { ConsoleBrowser, launchConsoleBrowser, signIn, waitForPath } from './browser';
import { keyboardJourney, wrongFileAlertClosesOnEsc } from './a11y-journey';
import { dateFieldsLetTabThrough } from './a11y-date-keys';
import { reflowAtZoom } from './a11y-reflow';
import { captureFollowsBrowserLanguage } from './a11y-capture-language';
import { scanAdminForms, scanCompanyDialogs } from './a11y-dialogs';
import { toastSpeaksThePageLanguage } from './a11y-toast';

/**
 * WCAG 2.1 AA checks of the console (docs/accessibility.md): axe-core on every screen of each role
 * that has screens and on the applicant's capture page, in both themes and all four languages, with
 * no violation of any impact; then a keyboard-only journey through the staff's main tasks.
 */
describe('accessibility', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let data: A11yData;
  const started = Date.now();
  /** A role's scans on a loaded 2-core machine (the whole file's budget is in docs/accessibility.md). */
  const SCAN_TIMEOUT = 400_000;

  beforeAll(async () => {
    // The webhook endpoints the company admin's scans register point at a local address (never called).
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    t = await startApp({ demo: true });
    data = await seedA11yData(t);
    b = await launchConsoleBrowser();
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    // The suite's cost on this machine, for docs/accessibility.md ("Measured").
    console.log(
      `accessibility suite: ${Math.round((Date.now() - started) / 1000)} s, ` +
        `${axeSpent.scans} axe scans taking ${Math.round(axeSpent.ms / 1000)} s`,
    );
  });

  /** Scans `screens` in each pass (language and theme switched in place) as the signed-in `email`. */
  async function scanRole(
    email: string,
    password: string,
    screens: string[],
    dialogs: (page: Page, where: string) => Promise<string[]> = async () => [],
  ): Promise<void> {
    const { page, context } = await b.newPage();
    try {
      await signIn(page, t.baseUrl, email, password);
      await settled(page);
      const violations: string[] = [];
      for (const pass of PASSES) {
        const { language, theme } = pass;
        enterPass(pass);
        await setPreferences(page, language, theme);
        for (const path of screens) {
          await goToScreen(page, path);
          violations.push(...(await axeViolations(page, `${path} ${language} ${theme}`)));
        }
        violations.push(...(await dialogs(page, `${language} ${theme}`)));
      }
      expect(violations).toEqual([]);
    } finally {
      enterPass(null);
      await context.close();
    }
  }

  it(
    'has no violation on the sign-in, SSO return (refused) and new-password pages, the applicant capture page (consent, photo steps) and the published retention schedule',
    async () => {
      const { page, context } = await b.newPage();
      try {
        const violations: string[] = [];
        /** The screen now open, in each pass: stored preferences, then a reload (no sidebar here). */
        const scanPasses = async (label: string) => {
          for (const pass of PASSES) {
            const { language, theme } = pass;
            enterPass(pass);
            await setStoredPreferences(page, language, theme);
            await page.reload();
            await page.waitForFunction(
              (l: string) => document.documentElement.lang === l && !!document.querySelector('main h1'),
              {},
              language,
            );
            await settled(page);
            violations.push(...(await axeViolations(page, `${label} ${language} ${theme}`)));
          }
        };
        for (const path of [
          '/auth/sign-in',
          // Opened without an identity provider's answer: the refusal and the way back to sign-in.
          '/auth/sso-return',
          `/capture/${data.consentToken}`,
          `/capture/${data.photosToken}`,
          data.retentionPage,
        ]) {
          await page.goto(`${t.baseUrl}${path}`);
          await scanPasses(path.startsWith('/auth') ? path : path.slice(0, 12));
        }
        // A staff member's first sign-in: the new-password screen.
        await signIn(page, t.baseUrl, data.newStaff.email, data.newStaff.password);
        await waitForPath(page, '/auth/reset-password');
        await scanPasses('/auth/reset-password');
        expect(violations).toEqual([]);
      } finally {
        enterPass(null);
        await context.close();
      }
    },
    SCAN_TIMEOUT,
  );

  it(
    'has no violation as the super admin, company dialogs included (each opened and closed by keyboard)',
    () =>
      scanRole(
        SUPERADMIN.email,
        SUPERADMIN.password,
        ['/dashboard', '/companies', '/outbox', '/profile'],
        scanCompanyDialogs,
      ),
    SCAN_TIMEOUT,
  );

  it(
    'has no violation as a company admin: detail dialogs, every security tab, erasure and legal holds, staff, API key and webhook forms (by keyboard) included',
    () =>
      scanRole(
        DEMO_USERS.admin,
        DEMO_PASSWORD,
        [
          '/dashboard',
          '/review',
          '/verifications',
          `/verifications/${data.sessionUuid}`,
          '/id-verifications',
          `/id-verifications/${data.checkedIdvId}`,
          '/data-validation',
          '/team',
          '/api-keys',
          '/webhooks',
          '/security',
          '/access-log',
        ],
        async (page, where) => [
          ...(await scanTrends(page, where)),
          ...(await scanSecurityTabs(page, where)),
          ...(await scanPrivacy(page, data, where)),
          ...(await scanDetailDialog(page, '/verifications', where)),
          ...(await scanDetailDialog(page, '/id-verifications', where)),
          ...(await scanAdminForms(page, where)),
        ],
      ),
    SCAN_TIMEOUT,
  );

  it(
    'has no violation as staff with the admissions permission (upload and imports included)',
    () =>
      scanRole(DEMO_USERS.admissions, DEMO_PASSWORD, [
        '/dashboard',
        '/files/upload',
        '/imports',
        '/students',
        '/students-admissions',
        '/students-sas',
        '/verifications',
        '/id-verifications',
        '/id-verifications-sas',
        '/data-validation',
        '/retention-schedule',
      ]),
    SCAN_TIMEOUT,
  );

  it(
    'has no violation as staff with the financial-aid permission',
    () =>
      scanRole(DEMO_USERS.finaid, DEMO_PASSWORD, [
        '/dashboard',
        '/students-sas',
        '/id-verifications-sas',
        `/id-verifications/${data.checkedIdvId}`,
        '/financial-aid',
      ]),
    SCAN_TIMEOUT,
  );

  it(
    'has no violation as view-only staff (and on the screens every role shares: profile, legal pages, not found)',
    () =>
      scanRole(DEMO_USERS.viewer, DEMO_PASSWORD, [
        '/dashboard',
        '/review',
        '/students',
        `/verifications/${data.sessionUuid}`,
        '/id-verifications',
        '/profile',
        '/privacy',
        '/terms',
        '/no-such-screen',
      ]),
    SCAN_TIMEOUT,
  );

  it(
    'lets a keyboard user do the staff tasks: sign in, dashboard card, paging, detail, remote IDV, override',
    () => keyboardJourney(b, t.baseUrl, data),
    SCAN_TIMEOUT,
  );

  it("renders both PDF reports as tagged PDFs in the reader's language, with a title and table header cells", async () => {
    const api = apiClient(t.baseUrl);
    const token = await api.login(DEMO_USERS.admin, DEMO_PASSWORD);
    const fr = (key: Parameters<typeof translate>[1]) => translate('fr', key);
    const reports = [
      {
        path: `/api/sessions/${data.sessionUuid}/report`,
        headers: [{ scope: 'Row', text: fr('report.email') }],
      },
      {
        path: `/api/idv/${data.checkedIdvId}/report`,
        headers: [
          { scope: 'Row', text: fr('report.idvId') },
          { scope: 'Column', text: fr('report.check') },
          { scope: 'Column', text: fr('report.when') },
        ],
      },
    ];
    for (const report of reports) {
      const queued = await api.call('POST', report.path, { token, headers: { 'accept-language': 'fr' } });
      expect(queued.status).toBe(202);
      const jobId: string = queued.body.data.job_id;
      await renderedReport(api, token, jobId);
      const file = await fetch(`${t.baseUrl}/api/reports/${jobId}/file`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const pdf = pdfStructure(Buffer.from(await file.arrayBuffer()));
      expect(pdf).toMatchObject({
        tagged: true,
        language: 'fr',
        title: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(pdf.elements).toEqual(
        expect.arrayContaining(['Document', 'H1', 'H2', 'Table', 'TR', 'TH', 'TD']),
      );
      for (const scope of ['Row', 'Column'])
        expect(pdf.headerCells.filter((c) => c.scope === scope).map((c) => c.text)).toEqual(
          expect.arrayContaining(report.headers.filter((h) => h.scope === scope).map((h) => h.text)),
        );
    }
  });

  it("names a toast's close button in the page's language; Tab reaches it, Esc closes it", async () =>
    expect(await toastSpeaksThePageLanguage(b, t.baseUrl)).toEqual([]));

  it("closes the upload page's wrong-file alert with Esc", () => wrongFileAlertClosesOnEsc(b, t.baseUrl));

  it("speaks the applicant's browser language on the capture page, with a language select", () =>
    captureFollowsBrowserLanguage(b, t.baseUrl, data));

  it(
    'reflows at 200 % and 400 % zoom (640 and 320 CSS px) and with text spacing: no sideways page scroll, the menu usable',
    async () => expect(await reflowAtZoom(b, t.baseUrl, data)).toEqual([]),
    SCAN_TIMEOUT,
  );

  it('lets a keyboard user Tab past the date fields (Access log, dashboard custom range) and close their calendar with Esc', () =>
    dateFieldsLetTabThrough(b, t.baseUrl));
});
