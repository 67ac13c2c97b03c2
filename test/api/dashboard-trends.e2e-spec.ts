import { statsRequest } from '../../console/src/features/dashboard/dashboardModel';
import {
  IDV_FORMS,
  idvRows,
  idvSeries,
  RISK_SERIES,
  riskRows,
  type DashboardTrends,
  type TrendRow,
  type TrendSeries,
} from '../../console/src/features/dashboard/trends/trendModel';
import { idvFormOf, validationOf } from '../../console/src/features/idv/idvListLinks';
import {
  AGE_BUCKETS,
  backlogRows,
  backlogSeries,
} from '../../console/src/features/dashboard/trends/backlogModel';
import { SYSTEM } from '../../services/src/shared/database/database';
import { startWithTrustData } from '../support/trust-data';
import { startedForFile } from '../support/started-for-file';

/**
 * Issue 34: every bar of the dashboard's trend charts equals the total of the list its click opens
 * (the console's own series and links, turned into the request the list screen makes), on every day
 * of the period (a day without data is a bar of 0 and an empty list), for every form type choice.
 */
describe('dashboard trends over HTTP', () => {
  const ctx = startedForFile(startWithTrustData, 180_000);

  /** The API request a bar's link makes: /verifications → getSessions; /id-verifications → getSessionsIdv. */
  function listRequest(href: string): string {
    const [pathname, search = ''] = href.split('?');
    if (pathname === '/verifications') return `/api/getSessions?${search}&limit=25`;
    if (pathname !== '/id-verifications') throw new Error(`no list for ${href}`);
    const q = new URLSearchParams(search);
    const formType = idvFormOf('ADMISSIONS', search);
    q.delete('form_type');
    q.delete('overall_validation');
    if (formType) q.set('form_type', formType);
    const validation = validationOf(search);
    if (validation !== 'all') q.set('overall_validation', validation === 'pending' ? 'null' : validation);
    return `/api/getSessionsIdv?${q.toString()}&limit=25`;
  }

  async function trendsOf(period: 'last_7_days' | 'this_month'): Promise<DashboardTrends> {
    const { api, data } = ctx();
    const answer = await api.call('POST', '/api/dashboard/trends', {
      token: data.tokens.viewer,
      body: statsRequest(period, null, null),
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  /** Each drawn figure beside the total of the list its bar opens. */
  async function barsAndLists(rows: TrendRow[], series: TrendSeries[]) {
    const { api, data } = ctx();
    const pairs: Array<{ bar: string; drawn: number; listed: number }> = [];
    for (const row of rows)
      for (const s of series) {
        const list = await api.call('GET', listRequest(s.href(row.day)), { token: data.tokens.viewer });
        expect(list.status).toBe(200);
        expect(list.body.meta.total_capped ?? false).toBe(false);
        pairs.push({ bar: `${s.key} ${row.day}`, drawn: Number(row[s.key]), listed: list.body.meta.total });
      }
    return pairs;
  }

  it('draws, per day and risk level, the total of the verifications list a bar opens', async () => {
    const trends = await trendsOf('last_7_days');
    expect(trends.days).toHaveLength(7);
    const pairs = await barsAndLists(riskRows(trends), RISK_SERIES);
    expect(pairs.filter((p) => p.drawn !== p.listed)).toEqual([]);
    // The seeded applicants were imported today: high-risk and low-risk bars today, nothing before.
    const today = trends.days[6];
    const drawnToday = pairs.filter((p) => p.bar.endsWith(today));
    expect(drawnToday.find((p) => p.bar.startsWith('high'))!.drawn).toBeGreaterThan(0);
    expect(drawnToday.find((p) => p.bar.startsWith('low'))!.drawn).toBeGreaterThan(0);
    expect(pairs.filter((p) => !p.bar.endsWith(today) && p.drawn > 0)).toEqual([]);
  });

  it.each(IDV_FORMS)(
    'draws, per day and result, the total of the IDV list a bar opens (form types: %s)',
    async (form) => {
      const trends = await trendsOf('this_month');
      const rows = idvRows(trends, form);
      const pairs = await barsAndLists(rows, idvSeries(form));
      expect(pairs.filter((p) => p.drawn !== p.listed)).toEqual([]);
      const sum = (key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
      // trust-data.ts: Admissions passed 1, failed 1, pending 1; Financial Aid failed 1, pending 2 (one asked for an imported session).
      const expected = { all: [1, 2, 3], ADMISSIONS: [1, 1, 1], FINANCIAL_AID: [0, 1, 2] }[form];
      expect([sum('passed'), sum('failed'), sum('pending')]).toEqual(expected);
    },
  );

  it('answers company staff only, for a period it accepts', async () => {
    const { api, data } = ctx();
    const body = { type: 'FILTER', filter: { filterType: 'this_month' } };
    // The super admin may not open a company's lists, so gets no bars that would open them.
    expect((await api.call('POST', '/api/dashboard/trends', { token: data.tokens.super, body })).status).toBe(
      403,
    );
    expect((await api.call('POST', '/api/dashboard/trends', { body })).status).toBe(401);
    const future = await api.call('POST', '/api/dashboard/trends', {
      token: data.tokens.viewer,
      body: {
        type: 'FILTER',
        filter: { filterType: 'custom', start_date: '2026-01-01', end_date: '2999-01-01' },
      },
    });
    expect(future.status).toBe(422);
  });

  it('draws the review backlog by age and kind, each bar the total of the Review page it opens', async () => {
    const { api, data, t } = ctx();
    // The seeded items are minutes old: some are aged into each older bucket (their raising time moved back).
    await t.runtime.db.tx(SYSTEM, (tx) =>
      tx.query(
        `WITH picked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM review_items WHERE status = 'open')
         UPDATE review_items r SET created_at = r.created_at - CASE p.n % 4
             WHEN 1 THEN interval '2 days' WHEN 2 THEN interval '5 days' WHEN 3 THEN interval '12 days' ELSE interval '0' END
           FROM picked p WHERE p.id = r.id`,
      ),
    );
    const answer = await api.call('GET', '/api/review-queue/backlog', { token: data.tokens.viewer });
    expect(answer.status).toBe(200);
    const rows = backlogRows(answer.body.data);
    expect(rows.map((r) => r.day)).toEqual(AGE_BUCKETS);
    const pairs: Array<{ bar: string; drawn: number; listed: number }> = [];
    for (const row of rows)
      for (const s of backlogSeries(answer.body.data.as_of)) {
        // The bar's link (/review?kind&age&as_of) is the request the Review page makes.
        const search = s.href(row.day).split('?')[1];
        const list = await api.call('GET', `/api/review-queue?${search}&limit=5`, {
          token: data.tokens.viewer,
        });
        expect([list.status, list.body.errors]).toEqual([200, undefined]);
        pairs.push({ bar: `${s.key} ${row.day}`, drawn: Number(row[s.key]), listed: list.body.meta.total });
      }
    expect(pairs.filter((p) => p.drawn !== p.listed)).toEqual([]);
    for (const bucket of AGE_BUCKETS)
      expect(pairs.filter((p) => p.bar.endsWith(bucket)).reduce((n, p) => n + p.drawn, 0)).toBeGreaterThan(0);
    const open = await api.call('GET', '/api/review-queue?limit=5', { token: data.tokens.viewer });
    expect(pairs.reduce((n, p) => n + p.drawn, 0)).toBe(open.body.meta.total);
    const bad = await api.call('GET', '/api/review-queue?age=old', { token: data.tokens.viewer });
    expect(bad.status).toBe(422);
  });
});
