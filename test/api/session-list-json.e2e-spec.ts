import { Client } from 'pg';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { LANGUAGES } from '../../services/src/shared/i18n';
import { seedDemoApplicants } from '../../services/src/bootstrap/demo-applicants';
import { TestApp, startApp } from '../support/app-harness';
import { waitForImport } from '../support/import-helpers';
import { apiClient } from '../support/http-client';

/**
 * A list page's sessions are written as JSON by PostgreSQL (session-list-json.ts), one session by
 * sessionView in Node. Both must say the same of every session, in every language, including the
 * values that JSON escapes or that are missing, or a row on the list would disagree with the session
 * it opens.
 */
describe('the sessions list says of each session what the session itself says', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let owner: Client;
  let admin: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    // The demo's applicants, imported like a school's own file (their reason codes and levels vary).
    await seedDemoApplicants(t.baseUrl);
    const imports = await api.call('GET', '/api/imports', { token: admin });
    await waitForImport(api, admin, imports.body.data[0].import_id);
    owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    // Demo sessions made awkward as the table's owner: text JSON must escape, missing values, a
    // confirmed watchlist match (risk shown above the data's), an unknown reason code, a stored
    // document without its level, and a timestamp with microseconds.
    await owner.query('BEGIN');
    await owner.query("SELECT set_config('app.company_id', '*', true)");
    await owner.query(
      `WITH picked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM verification_sessions WHERE company_id = 1)
       UPDATE verification_sessions s SET
         first_name = CASE p.n WHEN 1 THEN 'Zoë "Q" \\ O''Neil' WHEN 2 THEN E'Line\\nBreak\\tTab' ELSE s.first_name END,
         last_name = CASE p.n WHEN 1 THEN 'Nguyễn 😀 </script>' ELSE s.last_name END,
         csug_email = CASE p.n WHEN 1 THEN 'zoe@csug.edu' ELSE s.csug_email END,
         phone = CASE p.n WHEN 2 THEN NULL ELSE s.phone END,
         date_of_birth = CASE p.n WHEN 3 THEN NULL ELSE s.date_of_birth END,
         completed_at = CASE p.n WHEN 3 THEN NULL ELSE s.completed_at END,
         created_at = CASE p.n WHEN 4 THEN timestamptz '2026-03-04 05:06:07.089999+02' ELSE s.created_at END,
         watchlist_confirmed_ids = CASE p.n WHEN 4 THEN ARRAY['ofac-1'] ELSE s.watchlist_confirmed_ids END,
         overall_risk_level = CASE p.n WHEN 4 THEN 'high' ELSE s.overall_risk_level END,
         meta_data = CASE p.n
           WHEN 5 THEN jsonb_set(s.meta_data, '{reasonCodes,email}', '["ZZ-UNKNOWN"]')
           WHEN 6 THEN s.meta_data - 'level'
           ELSE s.meta_data END
       FROM picked p WHERE s.id = p.id AND p.n <= 6`,
    );
    await owner.query('COMMIT');
  });
  afterAll(async () => {
    await owner.end();
    await t.stop();
  });

  async function get(path: string, language: string) {
    const response = await fetch(t.baseUrl + path, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
    });
    expect(response.status).toBe(200);
    return JSON.parse(await response.text());
  }

  async function expectEachAsItself(path: string, language: string): Promise<number> {
    const page = await get(path, language);
    for (const row of page.data)
      expect(row).toEqual((await get(`/api/getSessions/${row.uuid}`, language)).data);
    return page.data.length;
  }

  it('in every language, on a page, a search page and the students list', async () => {
    for (const language of LANGUAGES) {
      expect(await expectEachAsItself('/api/getSessions?limit=100&sort=id', language)).toBeGreaterThan(6);
      // A term the search index answers, and one too short for it (read by LIKE).
      expect(await expectEachAsItself('/api/getSessions?limit=25&search=nguy', language)).toBeGreaterThan(1);
      expect(await expectEachAsItself('/api/getSessions?limit=25&search=e', language)).toBeGreaterThan(6);
      expect(await expectEachAsItself('/api/students?form=all&limit=25', language)).toBeGreaterThan(0);
    }
  });

  it('writes the awkward values as JSON would, and meta_data in the reader language', async () => {
    const page = await get('/api/getSessions?limit=100&sort=id', 'fr');
    const [first, second, third, fourth, fifth, sixth] = page.data;
    expect(first).toMatchObject({
      first_name: 'Zoë "Q" \\ O\'Neil',
      last_name: 'Nguyễn 😀 </script>',
      sur_name: 'Nguyễn 😀 </script>',
      csug_email: 'zoe@csug.edu',
    });
    expect(second).toMatchObject({ first_name: 'Line\nBreak\tTab', phone: null, phone_number: null });
    expect(third).toMatchObject({ date_of_birth: null, dob: null, completed_at: null });
    expect(fourth).toMatchObject({
      created_at: '2026-03-04T03:06:07.089Z',
      watchlist_confirmed: true,
      overall_risk_level: 'high',
    });
    expect(JSON.parse(fourth.meta_data).level).toBe('high');
    // data_risk_level keeps what the data alone scored.
    const stored = await owner.query(
      `SELECT meta_data->>'level' AS level FROM verification_sessions WHERE uuid = $1`,
      [fourth.uuid],
    );
    expect(fourth.data_risk_level).toBe(stored.rows[0].level);
    expect(JSON.parse(fifth.meta_data).reasonCodes.email).toEqual([
      { reasonCode: 'ZZ-UNKNOWN', description: 'ZZ-UNKNOWN' },
    ]);
    expect(sixth.data_risk_level).toBe(sixth.overall_risk_level);
    // Descriptions follow the reader's language: the same session in English says other words.
    const english = await get('/api/getSessions?limit=100&sort=id', 'en');
    const describe = (row: any) =>
      Object.values(JSON.parse(row.meta_data).reasonCodes)
        .flat()
        .map((c: any) => c.description);
    expect(describe(sixth)).not.toEqual(describe(english.data[5]));
  });
});
