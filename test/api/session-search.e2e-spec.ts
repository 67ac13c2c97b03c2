import { Client } from 'pg';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM, tenant } from '../../services/src/shared/database/database';
import { seedSessions } from '../../scripts/bench/lib/seed-sessions';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';

/**
 * The indexed session search (migration 032): private.session_search is read only through
 * search_sessions(), which takes the tenant from app.company_id alone.
 */
describe('session search index and its tenancy', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let owner: Client;
  let admin: string;
  let otherCompany: number;
  let mine: { uuid: string; first_name: string; last_name: string; email: string };

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const company = await api.call('POST', '/admin/companies', {
      token: superToken,
      body: { name: 'Search Other College' },
    });
    otherCompany = Number(company.body.data.id);
    // Sessions straight in SQL (as the owner): the triggers fill the search index as for imports.
    await seedSessions(t.runtime.databaseUrl, 1, 300);
    await seedSessions(t.runtime.databaseUrl, otherCompany, 50);
    await owner.query('BEGIN');
    await owner.query("SELECT set_config('app.company_id', '*', true)");
    await owner.query(
      `UPDATE verification_sessions SET first_name = 'Zebulon', last_name = 'Quillfeather', email = 'zq.only@other.edu'
                        WHERE company_id = $1 AND id = (SELECT min(id) FROM verification_sessions WHERE company_id = $1)`,
      [otherCompany],
    );
    const { rows } =
      await owner.query(`UPDATE verification_sessions SET first_name = 'Marguerite', last_name = 'Vandersloot', email = 'M.Vandersloot@North.edu'
                        WHERE company_id = 1 AND id = (SELECT max(id) FROM verification_sessions WHERE company_id = 1)
                        RETURNING uuid, first_name, last_name, email`);
    await owner.query('COMMIT');
    mine = rows[0];
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await owner.end();
    await t.stop();
  });

  const search = async (term: string) => {
    const res = await api.call('GET', `/api/getSessions?limit=25&search=${encodeURIComponent(term)}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('finds first name, last name, full name, e-mail and uuid substrings case-insensitively', async () => {
    for (const term of [
      'marguerite',
      'ARGUERI',
      'vandersloot',
      'anderSLO',
      'Marguerite Vandersloot',
      'guerite vander',
      'm.vandersloot@north.edu',
      'VANDERSLOOT@NORTH',
      mine.uuid,
      mine.uuid.toUpperCase(),
      mine.uuid.slice(0, 8),
      mine.uuid.slice(4, 20).toUpperCase(),
      mine.uuid.slice(24),
    ]) {
      const body = await search(term);
      expect({ term, uuids: body.data.map((s: any) => s.uuid), total: body.meta.total }).toEqual({
        term,
        uuids: [mine.uuid],
        total: 1,
      });
    }
    // The uuid is not in the trigram text (migration 037): its parts are found from six characters.
    const shortPart = await search(mine.uuid.slice(9, 13));
    expect(shortPart.data.map((x: any) => x.uuid)).not.toContain(mine.uuid);
    // Underscore and percent are matched literally, not as wildcards.
    expect((await search('m_vandersloot')).data).toEqual([]);
    expect((await search('vander%loot')).data).toEqual([]);
  });

  it("never finds another tenant's session, through the list or the function", async () => {
    expect((await search('Quillfeather')).data).toEqual([]);
    expect((await search('zq.only@other.edu')).data).toEqual([]);
    const fromMine = await t.runtime.db.rows(tenant(1), 'SELECT search_sessions($1, 100) AS id', [
      'quillfeather',
    ]);
    expect(fromMine).toEqual([]);
    const fromTheirs = await t.runtime.db.rows(
      tenant(otherCompany),
      'SELECT search_sessions($1, 100) AS id',
      ['quillfeather'],
    );
    expect(fromTheirs).toHaveLength(1);
    // The same seeded e-mail exists in both tenants: each sees only its own session.
    const shared = await t.runtime.db.rows<{ company_id: string }>(
      tenant(1),
      'SELECT s.company_id FROM verification_sessions s WHERE s.id IN (SELECT search_sessions($1, 100))',
      ['avery.0@example.edu'],
    );
    expect(shared).toEqual([{ company_id: '1' }]);
  });

  it('refuses when no single tenant is set, and the app role cannot read the index table', async () => {
    await expect(t.runtime.db.rows(SYSTEM, 'SELECT search_sessions($1, 10)', ['avery'])).rejects.toThrow(
      /needs one tenant/,
    );
    await expect(
      t.runtime.db.rows(tenant('1; x' as unknown as number), 'SELECT search_sessions($1, 10)', ['avery']),
    ).rejects.toThrow(/needs one tenant/);
    const client = await t.runtime.db.pool.connect();
    try {
      await client.query(`SET ROLE ${t.runtime.config.appRole}`);
      await expect(client.query("SELECT search_sessions('avery', 10)")).rejects.toThrow(/needs one tenant/);
      await expect(client.query('SELECT * FROM private.session_search LIMIT 1')).rejects.toThrow(
        /permission denied/,
      );
      await expect(client.query('SELECT * FROM session_search LIMIT 1')).rejects.toThrow(/does not exist/);
    } finally {
      client.release();
    }
  });

  it('answers a common term without its ids and a rarer one with them, in its own tenant only (migration 052)', async () => {
    const firstPage = (scope: ReturnType<typeof tenant>, term: string, many: number) =>
      t.runtime.db.one<{ estimate: number; share: number; ids: string[] | null }>(
        scope,
        'SELECT * FROM search_sessions_first_page($1, 1001, $2)',
        [term, many],
      );
    // "avery" is a seeded first name: expected in many sessions, so no ids (the list walks its order).
    const common = await firstPage(tenant(1), 'avery', 1);
    expect(common?.ids).toBeNull();
    expect(common?.estimate).toBeGreaterThan(0);
    expect(common?.share).toBeGreaterThan(0);
    expect(common?.share).toBeLessThanOrEqual(1);
    const all = await t.runtime.db.rows<{ id: string }>(tenant(1), 'SELECT search_sessions($1, 1001) AS id', [
      'avery',
    ]);
    expect((await firstPage(tenant(1), 'avery', 1e9))?.ids?.sort()).toEqual(all.map((r) => r.id).sort());
    expect((await firstPage(tenant(1), mine.uuid, 1))?.ids).toHaveLength(1);
    expect((await firstPage(tenant(1), 'quillfeather', 1e9))?.ids).toEqual([]);
    await expect(firstPage(SYSTEM, 'avery', 1)).rejects.toThrow(/needs one tenant/);
  });

  it('lists exactly the sessions of a first name, last name or e-mail filter, rare or common, through the index', async () => {
    // Two more sessions: one whose last name is inside Marguerite Vandersloot's search text, and one whose
    // last name is her uuid (a whole uuid is looked up by equality in the index, not among names).
    await owner.query('BEGIN');
    await owner.query("SELECT set_config('app.company_id', '*', true)");
    const { rows: named } = await owner.query(
      `UPDATE verification_sessions v SET first_name = 'Philippa', last_name = x.last_name
         FROM (VALUES (0, 'Vanderslo'), (1, $1::text)) AS x(n, last_name),
              (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM verification_sessions WHERE company_id = 1 ORDER BY id LIMIT 2) p
        WHERE v.id = p.id AND p.n = x.n RETURNING x.n, v.uuid`,
      [mine.uuid],
    );
    await owner.query('COMMIT');
    const uuidOf = (n: number) => named.find((r) => r.n === n).uuid;
    const list = async (query: string) => {
      const res = await api.call('GET', `/api/getSessions?limit=100&${query}`, { token: admin });
      expect(res.status).toBe(200);
      return { uuids: res.body.data.map((s: any) => s.uuid).sort(), total: res.body.meta.total };
    };
    expect(await list('last_name=VANDERSLOOT')).toEqual({ uuids: [mine.uuid], total: 1 });
    expect(await list('last_name=vanderslo')).toEqual({ uuids: [uuidOf(0)], total: 1 });
    expect(await list('sur_name=Vanderslo&search=philippa')).toEqual({ uuids: [uuidOf(0)], total: 1 });
    expect(await list(`email=${encodeURIComponent('m.VANDERSLOOT@north.edu')}`)).toEqual({
      uuids: [mine.uuid],
      total: 1,
    });
    expect(await list(`last_name=${mine.uuid.toUpperCase()}`)).toEqual({ uuids: [uuidOf(1)], total: 1 });
    expect(await list('first_name=Zebulon')).toEqual({ uuids: [], total: 0 });
    expect(await list('last_name=Nobodyknows')).toEqual({ uuids: [], total: 0 });
    // A seeded last name on many sessions: every one of them, as the owner counts them.
    await owner.query('BEGIN');
    await owner.query("SELECT set_config('app.company_id', '*', true)");
    const garcias = (
      await owner.query(
        "SELECT uuid FROM verification_sessions WHERE company_id = 1 AND lower(last_name) = 'garcia' ORDER BY uuid",
      )
    ).rows.map((r) => r.uuid);
    await owner.query('COMMIT');
    expect(garcias.length).toBeGreaterThan(10);
    expect(await list('last_name=garcia')).toEqual({ uuids: garcias, total: garcias.length });
  });

  it('keeps the index equal to the sessions on update and delete', async () => {
    const count = async () =>
      (
        await owner.query(`SELECT
      (SELECT count(*) FROM private.session_search)::int AS indexed,
      (SELECT count(*) FROM private.session_search x JOIN verification_sessions s ON s.id = x.session_id
         AND s.company_id = x.company_id AND x.search_text = lower(s.first_name || ' ' || s.last_name || ' ' || s.email)
         AND x.uuid_text = s.uuid::text)::int AS equal`)
      ).rows[0];
    await owner.query('BEGIN');
    await owner.query("SELECT set_config('app.company_id', '*', true)");
    const total = Number((await owner.query('SELECT count(*) FROM verification_sessions')).rows[0].count);
    expect(await count()).toEqual({ indexed: total, equal: total });
    await owner.query(
      `UPDATE verification_sessions SET last_name = 'Renamed' WHERE company_id = 1 AND id % 7 = 0`,
    );
    await owner.query(`DELETE FROM verification_sessions WHERE company_id = $1`, [otherCompany]);
    const after = Number((await owner.query('SELECT count(*) FROM verification_sessions')).rows[0].count);
    expect(await count()).toEqual({ indexed: after, equal: after });
    await owner.query('ROLLBACK');
  });
});
