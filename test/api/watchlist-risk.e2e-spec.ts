import { Client } from 'pg';
import { findProjection } from '../../services/src/projections.registry';
import { rebuildProjection } from '../../services/src/shared/event-store/rebuild-projection';
import { HEADER } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';
import { startWithTrustData } from '../support/trust-data';
import { startedForFile } from '../support/started-for-file';

/**
 * Issue 12: a confirmed watchlist match shows in the session's overall risk (detail, lists, high-risk
 * card, export), is undone when the reviewer withdraws it, survives a re-import and a rebuild.
 */
describe('watchlist risk of a session over HTTP', () => {
  const ctx = startedForFile(startWithTrustData, 180_000);

  it('counts a session whose confirmed watchlist match raised it in the high-risk card and lists it under high risk', async () => {
    const { api, data } = ctx();
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
    const { api, data } = ctx();
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
    const { api, data } = ctx();
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
    const { t } = ctx();
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
});
