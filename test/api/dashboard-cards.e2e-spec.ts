import { dataCards, PERIOD_OPTIONS, statsRequest } from '../../console/src/features/dashboard/dashboardModel';
import { idvCards, idvFormOf, validationOf } from '../../console/src/features/idv/idvListLinks';
import { Client } from 'pg';
import { findProjection } from '../../services/src/projections.registry';
import { rebuildProjection } from '../../services/src/shared/event-store/rebuild-projection';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { HEADER } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';
import { SHARED_DATA } from '../support/remote-idv';
import { TrustData, seedTrustData } from '../support/trust-data';

/**
 * Issue 12: every dashboard card equals the total of the list its link opens, for every period;
 * every list answers every page (page 2 of a filter, pages past the end); a confirmed watchlist match
 * shows in the session's overall risk. The cards' links are the console's own (dashboardModel,
 * idvListLinks), turned into the request the list screen makes.
 */
describe('dashboard cards, list paging and watchlist risk over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let data: TrustData;
  const saved = process.env.WATCHLIST_DIR;

  beforeAll(async () => {
    process.env.WATCHLIST_DIR = SHARED_DATA;
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    data = await seedTrustData(t);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    if (saved === undefined) delete process.env.WATCHLIST_DIR;
    else process.env.WATCHLIST_DIR = saved;
  });

  /** The API request a console link makes: /verifications → getSessions; /id-verifications → getSessionsIdv with the page's form type. */
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

  const today = new Date().toISOString().slice(0, 10);
  const periods = PERIOD_OPTIONS.map((o) => o.value);

  it.each(periods)("each card equals its list's total for the period %s", async (period) => {
    const request =
      period === 'custom' ? statsRequest('custom', today, today)! : statsRequest(period, null, null)!;
    const stats = await api.call('POST', '/api/dashboard/stats', {
      token: data.tokens.viewer,
      body: request,
    });
    expect(stats.status).toBe(200);
    const f = request.filter;
    const cards = [
      ...dataCards(stats.body.data, request).map((c) => ({ id: c.id, value: c.value, href: c.href })),
      ...idvCards(f.filterType, f.start_date, f.end_date).map((c) => ({
        id: c.id,
        value: stats.body.data[c.stat] as number,
        href: c.href,
      })),
    ];
    const seen: Record<string, [number, number]> = {};
    for (const card of cards) {
      const list = await api.call('GET', listRequest(card.href), { token: data.tokens.viewer });
      expect(list.status).toBe(200);
      expect(list.body.meta.total_capped ?? false).toBe(false);
      seen[card.id] = [card.value, list.body.meta.total];
    }
    for (const [id, [card, list]] of Object.entries(seen)) expect({ id, card }).toEqual({ id, card: list });
    if (['this_month', 'last_7_days', 'last_30_days', 'custom'].includes(period)) {
      // Today's data, which a wrong link or count would show: a failed IDV beside the passed one, SFS
      // requests, high-risk sessions with a valid SSN, the watchlist-raised one.
      expect(Object.fromEntries(Object.entries(seen).map(([id, [card]]) => [id, card]))).toEqual({
        total: data.applicants,
        highRiskOrInvalidSsn: expect.any(Number),
        incompleteAddress: expect.any(Number),
        requested: 6,
        passed: 1,
        pending: 3,
        failed: 2,
      });
      expect(seen.highRiskOrInvalidSsn[0]).toBeGreaterThan(stats.body.data.total_invalid_tax_id);
    }
  });

  it('counts a session whose confirmed watchlist match raised it in the high-risk card and lists it under high risk', async () => {
    expect(['low', 'medium', 'inconclusive', 'exact']).toContain(data.listedRiskBefore);
    const detail = await api.call('GET', `/api/getSessions/${data.listedUuid}`, {
      token: data.tokens.viewer,
    });
    expect(detail.body.data).toMatchObject({
      overall_risk_level: 'high',
      watchlist_confirmed: true,
      data_risk_level: data.listedRiskBefore,
    });
    // meta_data.level is the risk the console shows (spec §3).
    expect(JSON.parse(detail.body.data.meta_data).level).toBe('high');
    for (const filter of [
      'overall_risk_level=high',
      'high_risk_or_invalid_ssn=1&custom_date=this_month',
      `search=zawahri`,
    ]) {
      const list = await api.call('GET', `/api/getSessions?${filter}&limit=100`, {
        token: data.tokens.viewer,
      });
      const row = (list.body.data as any[]).find((s) => s.uuid === data.listedUuid);
      expect({
        filter,
        risk: row?.overall_risk_level,
        shown: row && JSON.parse(row.meta_data).level,
      }).toEqual({ filter, risk: 'high', shown: 'high' });
    }
    const low = await api.call(
      'GET',
      `/api/getSessions?overall_risk_level=${data.listedRiskBefore}&limit=100&search=zawahri`,
      { token: data.tokens.viewer },
    );
    expect(low.body.data).toEqual([]);
    // The export says the same.
    const csv = await api.call('GET', `/api/exportSessions?search=zawahri`, { token: data.tokens.admin });
    expect(csv.body).toContain(`,high,`);
  });

  it('restores the data score when the reviewer withdraws the confirmation, and raises it again on a new confirmation', async () => {
    const result = await api.call('GET', `/omni/watchlist-result/${data.listedUuid}`, {
      token: data.tokens.admin,
    });
    const confirmed = (result.body.data.matches as any[]).filter((m) => m.review?.decision === 'confirmed');
    expect(confirmed.length).toBeGreaterThan(0);
    const stats = async () =>
      (
        await api.call('POST', '/api/dashboard/stats', {
          token: data.tokens.viewer,
          body: { type: 'FILTER', filter: { filterType: 'this_month' } },
        })
      ).body.data.total_high_risk_or_invalid_ssn as number;
    const before = await stats();
    for (const m of confirmed) {
      await api.call(
        'POST',
        `/api/watchlist/${data.listedUuid}/matches/${encodeURIComponent(m.entryId)}/review`,
        {
          token: data.tokens.admin,
          body: { decision: 'false_positive', reason: 'Different person after all' },
        },
      );
    }
    const cleared = await api.call('GET', `/api/getSessions/${data.listedUuid}`, {
      token: data.tokens.viewer,
    });
    expect(cleared.body.data).toMatchObject({
      overall_risk_level: data.listedRiskBefore,
      watchlist_confirmed: false,
    });
    const invalidSsn = cleared.body.data.invalid_ssn;
    expect(await stats()).toBe(before - (invalidSsn ? 0 : 1));
    await api.call(
      'POST',
      `/api/watchlist/${data.listedUuid}/matches/${encodeURIComponent(confirmed[0].entryId)}/review`,
      {
        token: data.tokens.admin,
        body: { decision: 'confirmed', reason: 'Confirmed by the compliance office' },
      },
    );
    // A recheck carries the confirmation over (the entry is unchanged): still high.
    await api.call('POST', '/omni/watchlist-result', {
      token: data.tokens.admin,
      body: { uuid: data.listedUuid },
    });
    expect(
      (await api.call('GET', `/api/getSessions/${data.listedUuid}`, { token: data.tokens.viewer })).body.data
        .overall_risk_level,
    ).toBe('high');
    expect(await stats()).toBe(before);
  });

  it('keeps a re-imported session raised while the confirmation stands', async () => {
    const started = await upload(api, data.tokens.admin, `${HEADER}\r\n${data.listedLine}\r\n`);
    expect(started.status).toBe(202);
    expect(await waitForImport(api, data.tokens.admin, started.body.data.import_id)).toMatchObject({
      status: 'completed',
      updated: 1,
    });
    const detail = await api.call('GET', `/api/getSessions/${data.listedUuid}`, {
      token: data.tokens.viewer,
    });
    expect(detail.body.data).toMatchObject({ overall_risk_level: 'high', watchlist_confirmed: true });
    const csv = await api.call('GET', '/api/exportSessions?search=zawahri', { token: data.tokens.admin });
    expect(csv.body).toContain(',high,');
  });

  it('rebuilds the sessions read model from the events to exactly the live rows, watchlist raise included', async () => {
    const owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    try {
      const rows = async () =>
        (
          await owner.query(
            'SELECT uuid::text, overall_risk_level, watchlist_confirmed_ids, export_csv, meta_data FROM verification_sessions ORDER BY id',
          )
        ).rows;
      // The high-risk card's per-day counters (triggers on the read model) equal a count of the rows.
      const counters = async () =>
        (
          await owner.query(
            `SELECT d.company_id, d.day, d.high_risk_or_invalid_ssn::int AS counted,
                (SELECT count(*)::int FROM verification_sessions s WHERE s.company_id = d.company_id
                   AND (s.created_at AT TIME ZONE 'UTC')::date = d.day AND (s.overall_risk_level IN ('high', 'very_high') OR s.invalid_ssn)) AS actual
           FROM session_risk_days d ORDER BY 1, 2`,
          )
        ).rows;
      const live = await rows();
      const liveCounters = await counters();
      expect(live.filter((r) => r.watchlist_confirmed_ids.length)).toHaveLength(1);
      expect(liveCounters.length).toBeGreaterThan(0);
      for (const c of liveCounters) expect(c.counted).toBe(c.actual);
      await rebuildProjection(t.runtime.databaseUrl, findProjection('verification_sessions')!);
      expect(await rows()).toEqual(live);
      expect(await counters()).toEqual(liveCounters);
    } finally {
      await owner.end();
    }
  });

  /** Every page of a list, walked by page number: page 1, 2, … and one past the end. */
  async function walk(path: string, token: string, limit: number) {
    const seen: unknown[] = [];
    let total = -1;
    for (let page = 1; page <= 50; page++) {
      const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`, {
        token,
      });
      expect({ path, page, status: r.status }).toEqual({ path, page, status: 200 });
      total = r.body.meta.total;
      if (!r.body.data.length) return { rows: seen, total, pastEnd: page };
      seen.push(
        ...(r.body.data as any[]).map(
          (row) => row.id ?? row.import_id ?? row.code ?? row.uuid ?? JSON.stringify(row),
        ),
      );
    }
    throw new Error(`${path} did not end`);
  }

  it('answers every page of every sessions and students filter, page 2 and past the end included', async () => {
    const filters = [
      '',
      'invalid_ssn=1',
      'incomplete_address=1',
      'high_risk_or_invalid_ssn=1',
      'invalid_ssn=0',
      'overall_risk_level=high',
      'overall_risk_level=low',
      'overall_risk_level=medium',
      'overall_risk_level=inconclusive',
      'custom_date=this_month',
      'custom_date=this_month&invalid_ssn=1',
      'custom_date=last_7_days&incomplete_address=1',
      'custom_date=this_month&high_risk_or_invalid_ssn=1',
      'custom_date=yesterday',
      'custom_date=last_month&invalid_ssn=1',
      `custom_date=custom&date[fromDate]=${today}&date[toDate]=${today}`,
      'invalid_ssn=1&incomplete_address=1',
      'search=gmail',
      'search=gmail&invalid_ssn=1',
      'state=CO',
      'idv_form=FINANCIAL_AID',
    ];
    for (const base of [
      '/api/getSessions',
      '/api/students',
      '/api/students?form=admissions',
      '/api/students?form=sas',
    ]) {
      for (const filter of filters) {
        const path = filter ? `${base}${base.includes('?') ? '&' : '?'}${filter}` : base;
        const { rows, total } = await walk(path, data.tokens.viewer, 25);
        expect({ path, rows: rows.length, unique: new Set(rows).size }).toEqual({
          path,
          rows: total,
          unique: total,
        });
      }
    }
    // Pages far past the end answer an empty page (huge page numbers: shared/http/paging.ts).
    for (const page of ['99', '999999']) {
      for (const path of [
        '/api/getSessions',
        '/api/students',
        '/api/getSessions?invalid_ssn=1',
        '/api/getSessionsIdv',
      ]) {
        const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}`, {
          token: data.tokens.viewer,
        });
        expect({ path, page, status: r.status, rows: r.body.data?.length }).toEqual({
          path,
          page,
          status: 200,
          rows: 0,
        });
      }
    }
  });

  it('answers every page of the IDV, watchlist, imports, team, companies, admins, outbox and reason code lists', async () => {
    const v = data.tokens.viewer;
    const lists: Array<[string, string, number]> = [];
    for (const status of [
      '',
      'overall_validation=all',
      'overall_validation=null',
      'overall_validation=PASSED',
      'overall_validation=FAILED',
      'overall_validation=COMPLETED',
      'form_type=ADMISSIONS',
      'form_type=FINANCIAL_AID',
      'custom_date=this_month',
      'custom_date=last_month',
      'search=sample',
      'form_type=FINANCIAL_AID&overall_validation=null',
    ])
      lists.push([`/api/getSessionsIdv${status ? `?${status}` : ''}`, v, 25]);
    lists.push(
      ['/api/watchlist/flagged', v, 25],
      ['/api/imports', data.tokens.admin, 25],
      ['/api/team', data.tokens.admin, 25],
      ['/api/team?search=northfield', data.tokens.admin, 25],
      ['/admin/companies', data.tokens.super, 10],
      ['/api/outbox', data.tokens.super, 25],
      ['/api/reason-codes', v, 25],
      ['/api/reason-codes?search=ssn', v, 25],
      ['/api/reason-codes?sort=code&order=desc', v, 25],
      ['/admin/companies?search=north', data.tokens.super, 10],
      ['/api/outbox?channel=sms', data.tokens.super, 25],
      ['/api/outbox?channel=email', data.tokens.super, 25],
      ['/api/outbox?reference=not-a-reference', data.tokens.super, 25],
    );
    const companies = await api.call('GET', '/admin/companies?limit=10', { token: data.tokens.super });
    lists.push([`/admin/company/${companies.body.data[0].id}`, data.tokens.super, 5]);
    for (const [path, token, limit] of lists) {
      const { rows, total } = await walk(path, token, limit);
      expect({ path, rows: rows.length, unique: new Set(rows).size }).toEqual({
        path,
        rows: total,
        unique: total,
      });
    }
    // COMPLETED (the spec's link of the "IDV Passed" card) lists what that card counts: passed only.
    const completed = await api.call('GET', '/api/getSessionsIdv?overall_validation=COMPLETED', { token: v });
    expect((completed.body.data as any[]).map((r) => r.overall_validation)).toEqual(['PASSED']);
  });

  it('gives the super admin counts across companies, and no tenant rows', async () => {
    const stats = await api.call('POST', '/api/dashboard/stats', {
      token: data.tokens.super,
      body: { type: 'FILTER', filter: { filterType: 'this_month' } },
    });
    const tenant = await api.call('POST', '/api/dashboard/stats', {
      token: data.tokens.viewer,
      body: { type: 'FILTER', filter: { filterType: 'this_month' } },
    });
    expect(stats.status).toBe(200);
    // One company has data here, so the sums over every company equal its counts.
    expect(stats.body.data).toEqual(tenant.body.data);
    expect((await api.call('GET', '/api/getSessions', { token: data.tokens.super })).status).toBe(403);
    expect((await api.call('GET', '/api/getSessionsIdv', { token: data.tokens.super })).status).toBe(403);
    expect(
      (
        await api.call('POST', '/api/dashboard/stats', {
          token: data.tokens.super,
          body: { type: 'FILTER', filter: { filterType: 'soon' } },
        })
      ).status,
    ).toBe(422);
    void SUPERADMIN;
  });
});
