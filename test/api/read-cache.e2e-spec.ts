import { Client } from 'pg';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { tenant } from '../../services/src/shared/database/database';
import { seedSessions } from '../../scripts/bench/lib/seed-sessions';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { HEADER, applicantRow } from '../support/applicant-csv';
import { until } from '../support/until';

const SEEDED = 2_500;
const COLUMNS = HEADER.split(',');

/**
 * Lists and dashboard counts are kept per tenant between changes (TenantReadCache, migration 056),
 * and a common search term's page walks a bounded window of the list's order (windowQuery). What a
 * member of staff sees must still be what PostgreSQL holds, at once for their own changes.
 */
describe('cached list pages and counts, and common-term pages', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let owner: Client;
  let admin: string;
  let key: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    key = (
      await api.call('POST', '/api/api-keys', {
        token: admin,
        body: { name: 'Cache probe', permissions: [1] },
      })
    ).body.data.key;
    await seedSessions(t.runtime.databaseUrl, 1, SEEDED);
    owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
  });
  afterAll(async () => {
    await owner.end();
    await t.stop();
  });

  const list = async (query: string) => {
    const res = await api.call('GET', `/api/getSessions?${query}`, { token: admin });
    expect(res.status).toBe(200);
    return res.body as { data: Array<{ id: number; first_name: string; external_id: string }>; meta: any };
  };
  const stats = async () => {
    const res = await api.call('POST', '/api/dashboard/stats', {
      token: admin,
      body: { type: 'FILTER', filter: { filterType: 'this_month' } },
    });
    expect(res.status).toBe(200);
    return res.body.data as Record<string, number>;
  };

  it("shows a change made anywhere (here an operator's SQL, as another process would) on the next pages", async () => {
    const before = await list('page=1&limit=25');
    expect(await list('page=1&limit=25')).toEqual(before);
    const newest = before.data[0];
    await owner.query(`UPDATE verification_sessions SET first_name = 'Ottoline' WHERE id = $1`, [newest.id]);
    await until(
      'the renamed session on page 1',
      async () => {
        const page = await list('page=1&limit=25');
        return page.data[0].id === newest.id && page.data[0].first_name === 'Ottoline';
      },
      3_000,
    );
  });

  it('shows the user their own change on the very next request, and the dashboard card when its projection has run', async () => {
    const page = await list('page=1&limit=25');
    const cards = await stats();
    const pushed = await fetch(`${t.baseUrl}/api/applicants`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...Object.fromEntries(applicantRow(90_001).map((v, k) => [COLUMNS[k], v])),
        external_id: 'CACHE-1',
      }),
    });
    expect(pushed.status).toBe(200);
    const after = await list('page=1&limit=25');
    expect(after.data[0].external_id).toBe('CACHE-1');
    expect(after.meta.total).toBe(page.meta.total + 1);
    // The card's counters are an async projection: it moves when that projection commits (its notice
    // reaches the cache; no request of this user made that write).
    await until(
      'the dashboard card to count the pushed applicant',
      async () => ((await stats()).total_ekyc === cards.total_ekyc + 1 ? true : undefined),
      3_000,
    );
  });

  describe('a common term', () => {
    const truth = async (term: string, extra: string, order: string, offset: number, limit = 25) =>
      (
        await owner.query(
          `SELECT id FROM verification_sessions s WHERE company_id = 1 AND search_text LIKE $1 ${extra}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
          [`%${term}%`],
        )
      ).rows.map((r) => Number(r.id));
    const ids = (page: { data: Array<{ id: number }> }) => page.data.map((s) => s.id);

    it('is common here: the search index finds more than 1,000 sessions, so its pages walk a window', async () => {
      const found = await t.runtime.db.one<{ ids: string[] | null }>(
        tenant(1),
        'SELECT ids FROM search_sessions_first_page($1, 1001, 20020)',
        ['example'],
      );
      expect(found!.ids === null || found!.ids.length > 1000).toBe(true);
    });

    it.each([
      ['newest first', '', 's.created_at DESC, s.id DESC', ''],
      ['by last name', 'sort=last_name&order=asc&', 's.last_name ASC, s.id ASC', ''],
      [
        'with a risk filter',
        'overall_risk_level=high&',
        's.created_at DESC, s.id DESC',
        "AND overall_risk_level IN ('high', 'very_high')",
      ],
    ])('gives the same pages as reading every match (%s)', async (_name, query, order, extra) => {
      for (const page of [1, 2, 7]) {
        const got = await list(`${query}search=example&limit=25&page=${page}`);
        expect(ids(got)).toEqual(await truth('example', extra, order, (page - 1) * 25));
      }
      const first = await list(`${query}search=example&limit=100`);
      expect(ids(first)).toEqual(await truth('example', extra, order, 0, 100));
      const next = await list(`${query}search=example&limit=100&after=${first.meta.next_cursor}`);
      expect(ids(next)).toEqual(await truth('example', extra, order, 100, 100));
    });

    it('counts its total with another filter once, and again after a change made anywhere', async () => {
      const query = 'overall_risk_level=high&search=example&limit=25';
      const counted = async () =>
        Number(
          (
            await owner.query(
              `SELECT count(*) FROM verification_sessions WHERE company_id = 1 AND search_text LIKE '%example%'
                  AND overall_risk_level IN ('high', 'very_high')`,
            )
          ).rows[0].count,
        );
      const before = await counted();
      expect(before).toBeGreaterThan(25);
      expect(before).toBeLessThan(1000); // under the search's cap: the list counts it exactly
      expect((await list(query)).meta).toMatchObject({ total: before, total_capped: false });
      expect((await list(query)).meta.total).toBe(before);
      await owner.query(
        `UPDATE verification_sessions SET overall_risk_level = 'low' WHERE id = (
           SELECT id FROM verification_sessions WHERE company_id = 1 AND search_text LIKE '%example%'
              AND overall_risk_level = 'high' LIMIT 1)`,
      );
      expect(await counted()).toBe(before - 1);
      await until(
        'the total to follow the change',
        async () => (await list(query)).meta.total === before - 1,
        3_000,
      );
    });

    it('reads every match for a page past the window (the end of the list)', async () => {
      const matches = Number(
        (
          await owner.query(
            `SELECT count(*) FROM verification_sessions WHERE company_id = 1 AND search_text LIKE '%example%'`,
          )
        ).rows[0].count,
      );
      const last = Math.ceil(matches / 25);
      const got = await list(`search=example&limit=25&page=${last}`);
      expect(ids(got)).toEqual(await truth('example', '', 's.created_at DESC, s.id DESC', (last - 1) * 25));
      expect(got.data.length).toBe(matches - (last - 1) * 25 || 25);
    });
  });
});
