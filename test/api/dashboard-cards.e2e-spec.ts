import { dataCards, PERIOD_OPTIONS, statsRequest } from '../../console/src/features/dashboard/dashboardModel';
import { idvCards, idvFormOf, validationOf } from '../../console/src/features/idv/idvListLinks';
import { SUPERADMIN } from '../support/app-harness';
import { startWithTrustData } from '../support/trust-data';
import { startedForFile } from '../support/started-for-file';

/**
 * Issue 12: every dashboard card equals the total of the list its link opens, for every period, and
 * the super admin gets counts across companies but no tenant rows. The cards' links are the console's
 * own (dashboardModel, idvListLinks), turned into the request the list screen makes. Every page of
 * every list: list-paging.e2e-spec.ts; a confirmed watchlist match's risk: watchlist-risk.e2e-spec.ts.
 */
describe('dashboard cards over HTTP', () => {
  const ctx = startedForFile(startWithTrustData, 180_000);

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
    const { api, data } = ctx();
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

  it('gives the super admin counts across companies, and no tenant rows', async () => {
    const { api, data } = ctx();
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
