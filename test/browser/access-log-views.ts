/** The access-log browser spec's helpers: which answers are views, and reading the page's table. */
import type { HTTPResponse, Page } from 'puppeteer-core';

/** The routes that show an applicant's personal data, and the kind of line each writes (docs/access-log.md). */
const VIEW_ROUTES: Array<[method: string, path: RegExp, kind: (p: string) => string]> = [
  ['GET', /^\/api\/getSessions\/[^/]+$/, () => 'session.detail'],
  ['GET', /^\/api\/(getSessions|students)$/, () => 'sessions.list'],
  ['GET', /^\/api\/exportSessions$/, () => 'sessions.export'],
  ['GET', /^\/api\/checkIDV\/[^/]+$/, () => 'idv.detail'],
  ['GET', /^\/api\/idv\/[^/]+\/images\/[^/]+$/, (p) => (/\/face_/.test(p) ? 'idv.face' : 'idv.image')],
  ['GET', /^\/api\/idv\/[^/]+\/history$/, () => 'idv.history'],
  ['GET', /^\/api\/idv\/[^/]+\/as-of$/, () => 'idv.as_of'],
  ['GET', /^\/api\/getSessionsIdv$/, () => 'idv.list'],
  ['GET', /^\/api\/exportIDV$/, () => 'idv.export'],
  ['POST', /^\/api\/(idv|sessions)\/[^/]+\/report$/, () => 'report.requested'],
  ['GET', /^\/api\/reports\/[^/]+\/file$/, () => 'report.downloaded'],
];

/** The English label the page gives each kind. */
export const LABEL: Record<string, string> = {
  'session.detail': 'Verification detail',
  'sessions.list': 'Verification list',
  'sessions.export': 'Verifications export',
  'idv.detail': 'ID verification detail',
  'idv.list': 'ID verification list',
  'idv.export': 'ID verifications export',
  'idv.image': 'ID or selfie image',
  'idv.face': 'Face crop',
  'idv.history': 'ID verification history',
  'idv.as_of': 'ID verification as it stood earlier',
  'report.requested': 'PDF report requested',
  'report.downloaded': 'PDF report downloaded',
};

export interface View {
  kind: string;
  path: string;
}

/** The texts of the table's rows (cells separated by tabs, lines within a cell by newlines). */
export const rowTexts = (p: Page) =>
  p.$$eval('.data-table tbody tr', (rows) => rows.map((r) => (r as HTMLElement).innerText));

/** The kind a row shows: the line of its text that is a kind's label. */
export const kindOf = (row: string) => {
  const parts = row.split(/[\t\n]/).map((p) => p.trim());
  return Object.entries(LABEL).find(([, label]) => parts.includes(label))?.[0] ?? row;
};

/** The table's rows once the filter's answer is in: loaded, and each row showing `every`. */
export async function filteredRows(page: Page, every: string): Promise<string[]> {
  await page.waitForFunction(
    (text: string) => {
      const table = document.querySelector('.data-table-table');
      const rows = [...document.querySelectorAll<HTMLElement>('.data-table tbody tr')];
      return (
        table?.getAttribute('aria-busy') !== 'true' &&
        rows.length > 0 &&
        rows.every((r) => r.innerText.includes(text))
      );
    },
    { timeout: 15000 },
    every,
  );
  return rowTexts(page);
}

/** Every answer the page received that showed personal data (the lines the server must have written). */
export function recordViews(page: Page): View[] {
  const views: View[] = [];
  page.on('response', (response: HTTPResponse) => {
    if (response.status() >= 400) return;
    const url = new URL(response.url());
    const method = response.request().method();
    const route = VIEW_ROUTES.find(([m, p]) => m === method && p.test(url.pathname));
    if (route) views.push({ kind: route[2](url.pathname), path: url.pathname });
  });
  return views;
}
