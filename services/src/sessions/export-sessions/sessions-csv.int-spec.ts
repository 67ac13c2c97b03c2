import { parse } from 'csv-parse/sync';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { tenant } from '../../shared/database/database';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SessionQuery, sessionFilter } from '../list-sessions/session-filters';
import { streamSessionsCsv } from './sessions-csv.stream';
import { EXPORT_HEADER } from './sessions-csv.sql';
import { copyCsv, insert, referenceCsv, type Row, TODAY, TRICKY } from './sessions-csv-oracle.test';
import { verificationSessionsProjection } from '../read-models/verification-sessions.projection';
import type { Recorded } from '../../shared/domain/event';
import type { ApplicantsImported } from '../../applicant-import/import.events';

describe('session export as COPY CSV', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    // Every tricky text in every text column, round robin, plus empty strings, NULLs and odd reason codes.
    const textColumns = [
      'external_id',
      'first_name',
      'last_name',
      'email',
      'csug_email',
      'phone',
      'street',
      'city',
      'state',
      'zip',
      'country_code',
      'ssn_last4',
    ];
    for (let i = 0; i < TRICKY.length; i++) {
      const row: Row = {};
      textColumns.forEach((c, j) => {
        row[c] = TRICKY[(i + j) % TRICKY.length];
      });
      row.overall_risk_level = i % 3 ? 'high' : 'very_high';
      row.meta_data = {
        reasonCodes: { address: [TRICKY[i]], email: [], taxId: ['T1', TRICKY[(i + 1) % TRICKY.length]] },
      };
      row.invalid_ssn = i % 2 === 0;
      row.incomplete_address = i % 3 === 0;
      await insert(t, 1, row);
    }
    await insert(t, 1, {
      external_id: '',
      first_name: '',
      last_name: '',
      email: '',
      csug_email: '',
      phone: '',
      street: '',
      city: '',
      state: '',
      zip: '',
      country_code: '',
      ssn_last4: '',
      completed_at: null,
      meta_data: { reasonCodes: {} },
    });
    await insert(t, 1, {
      external_id: null,
      csug_email: null,
      phone: null,
      street: null,
      city: null,
      state: null,
      zip: null,
      ssn_last4: null,
      meta_data: { reasonCodes: { address: ['-neg'], email: ['=x', ''], phone: ['a b', 'c,d'] } },
    });
    await insert(t, 1, { meta_data: { level: 'low' } }); // no reason codes at all: still exported, empty cell
    await insert(t, 1, { meta_data: { reasonCodes: { email: ['E1', null], taxId: ['\t1', '\\'] } } });
    await insert(t, 1, {
      last_name: "O'Neil",
      email: 'oneil\\_%@example.edu',
      overall_risk_level: 'medium',
      invalid_ssn: true,
      created_at: `${TODAY}T01:00:00Z`,
    });
    await insert(t, 2, {
      first_name: 'Other',
      last_name: 'Tenant',
      email: 'other@lakeside.edu',
      overall_risk_level: 'high',
    });
  });
  afterAll(() => t.drop());

  it('writes the same bytes as the JavaScript encoder: quoting, formula safety, empty cells, non-ASCII', async () => {
    await t.db.tx(tenant(1), async (tx) => {
      const expected = await referenceCsv(tx, {}, 1);
      expect(expected.split('\n').length).toBeGreaterThan(TRICKY.length);
      expect(await copyCsv(tx, {}, 1)).toBe(expected);
    });
  });

  it('the SQL function the seeders use writes the same line as the projection', async () => {
    const differing = await t.db.rows(
      tenant(1),
      `SELECT id FROM verification_sessions WHERE export_csv IS DISTINCT FROM export_csv_line(
      id, uuid, external_id, first_name, last_name, email, csug_email, phone, date_of_birth, street, city, state, zip, country_code,
      ssn_last4, overall_risk_level, invalid_ssn, incomplete_address, meta_data, created_at, updated_at, completed_at)`,
    );
    expect(differing).toEqual([]);
    expect((await t.db.rows(tenant(1), 'SELECT count(*)::int AS n FROM verification_sessions'))[0]).toEqual({
      n: TRICKY.length + 5,
    });
  });

  it('an update through the projection keeps the creation time in the line and takes the new values', async () => {
    const applicant = {
      id: 900001,
      uuid: '00000000-0000-4000-8000-000000900001',
      identity_key: 'k-update',
      external_id: 'S-1',
      first_name: 'Mei',
      last_name: 'Tanaka',
      email: 'mei@example.edu',
      csug_email: null,
      phone: null,
      date_of_birth: '2001-02-03',
      street: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country_code: 'US',
      ssn_cipher: null,
      ssn_index: null,
      ssn_last4: null,
      name_key: 'mei tanaka',
      overall_risk_level: 'low',
      meta_data: {
        level: 'low',
        reasonCodes: { address: ['ADC'], email: [], phone: [], taxId: ['TINO'] },
        verifications: {},
      },
      invalid_ssn: false,
      incomplete_address: false,
    };
    const apply = (at: string, changes: object) =>
      t.db.tx(tenant(4), (tx) =>
        verificationSessionsProjection.apply(tx, {
          type: 'ApplicantsImported',
          companyId: 4,
          recordedAt: new Date(at),
          data: {
            importId: '00000000-0000-4000-8000-00000000000a',
            chunk: 1,
            applicants: [{ ...applicant, ...changes }],
          },
        } as unknown as Recorded<ApplicantsImported>),
      );
    await apply('2026-03-01T10:00:00.123Z', {});
    await apply('2026-04-02T11:30:45.999Z', { first_name: '=Mei', overall_risk_level: 'high' });
    const [row] = await t.db.rows<{ export_csv: string; same: boolean }>(
      tenant(4),
      `SELECT export_csv, export_csv = export_csv_line(
      id, uuid, external_id, first_name, last_name, email, csug_email, phone, date_of_birth, street, city, state, zip, country_code,
      ssn_last4, overall_risk_level, invalid_ssn, incomplete_address, meta_data, created_at, updated_at, completed_at) AS same FROM verification_sessions`,
    );
    expect(row.export_csv).toBe(
      "900001,00000000-0000-4000-8000-000000900001,S-1,'=Mei,Tanaka,mei@example.edu,,,2001-02-03,1 Main St,Denver,CO," +
        '80202,US,,high,false,false,ADC TINO,2026-03-01T10:00:00Z,2026-04-02T11:30:45Z,2026-04-02T11:30:45Z',
    );
    expect(row.same).toBe(true);
  });

  it('makes every cell starting with = + - @, tab or CR safe', async () => {
    const csv = await t.db.tx(tenant(1), (tx) => copyCsv(tx, {}, 1));
    expect(csv).toContain(`,'+13035550143,`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`,'@SUM(A1),`);
    expect(csv).toContain(`,'\tTab,`);
    expect(csv).toContain(`,"'\rCR",`);
    expect(csv).toContain(`,"'=naïve,""x""\n=y",`);
    expect(csv).toContain(`,"'-neg =x  a b c,d",`); // the reason codes as one cell, itself made safe
    const cells = (parse(csv) as string[][]).flat();
    expect(cells.length).toBeGreaterThan(22 * TRICKY.length);
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it.each<[string, SessionQuery]>([
    ['risk high (includes very_high)', { overall_risk_level: 'high' }],
    ['risk medium', { risk_level: 'medium' }],
    ['invalid SSN', { invalid_ssn: '1' }],
    ['complete address', { incomplete_address: '0' }],
    ['a search with a quote', { search: "o'neil" }],
    ['a search with a backslash, _ and %', { search: 'oneil\\_%' }],
    ['a search matching nothing', { search: "'; DROP TABLE verification_sessions; --" }],
    ['this month', { 'date[filter]': 'this_month' }],
    ['yesterday', { 'date[filter]': 'yesterday' }],
    ['a custom range', { 'date[filter]': 'custom', 'date[fromDate]': '2026-01-01', 'date[toDate]': TODAY }],
    ['a uuid', { uuid: '00000000-0000-4000-8000-000000000003' }],
    ['a folded field', { first_name: 'AVERY' }],
    ['a field with a backslash', { external_id: '\\' }],
    ['a null field', { csug_email: 'null' }],
  ])('honours the list filter: %s', async (_name, q) => {
    await t.db.tx(tenant(1), async (tx) => {
      expect(await copyCsv(tx, q, 1)).toBe(await referenceCsv(tx, q, 1));
    });
    const lines = (await t.db.tx(tenant(1), (tx) => copyCsv(tx, q, 1))).split('\n').length;
    if (q.overall_risk_level === 'high' || q.search === "o'neil" || q.invalid_ssn)
      expect(lines).toBeGreaterThan(2);
  });

  it("never exports another tenant's rows, even when asked for them (row-level security applies to COPY)", async () => {
    const mine = await t.db.tx(tenant(1), (tx) => copyCsv(tx, {}, 1));
    expect(mine).not.toContain('other@lakeside.edu');
    const theirs = await t.db.tx(tenant(2), (tx) => copyCsv(tx, {}, 2));
    expect(theirs.split('\n').filter(Boolean)).toHaveLength(2);
    expect(theirs).toContain('other@lakeside.edu');
    // The tenant transaction of company 1 with a filter for company 2: the policy hides the rows.
    expect(await t.db.tx(tenant(1), (tx) => copyCsv(tx, {}, 2))).toBe(`${EXPORT_HEADER.join(',')}\n`);
  });

  it('closes the connection when the download stops half-way, and the pool goes on serving', async () => {
    await t.db.tx(tenant(3), (tx) =>
      tx.query(`INSERT INTO verification_sessions (id, uuid, company_id, identity_key, first_name, last_name,
      email, date_of_birth, country_code, name_key, overall_risk_level, meta_data, invalid_ssn, incomplete_address, created_at, updated_at)
      SELECT 100000 + i, gen_random_uuid(), 3, 'k' || i, 'Name' || i, repeat('x', 200), i || '@example.edu', date '2000-01-01', 'US', 'n',
        'low', '{"reasonCodes":{"address":["ADC"]}}', false, false, now(), now() FROM generate_series(1, 30000) i`),
    );
    await t.db.tx(tenant(3), (tx) =>
      tx.query(`UPDATE verification_sessions SET export_csv = export_csv_line(id, uuid, external_id, first_name,
      last_name, email, csug_email, phone, date_of_birth, street, city, state, zip, country_code, ssn_last4, overall_risk_level, invalid_ssn,
      incomplete_address, meta_data, created_at, updated_at, completed_at)`),
    );
    let received = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > 200_000 ? new Error('client went away') : undefined);
      },
    });
    const filter = sessionFilter({}, 3, TODAY);
    await expect(t.db.tx(tenant(3), (tx) => streamSessionsCsv(tx, filter, out))).rejects.toThrow(
      'client went away',
    );
    expect(received).toBeLessThan(7_000_000);
    // The pool still answers (the half-read connection was discarded, not lent out again) and
    // PostgreSQL holds no transaction open for the dropped download.
    for (let i = 0; i < 3; i++)
      expect((await t.db.rows(tenant(3), 'SELECT count(*)::int AS n FROM verification_sessions'))[0]).toEqual(
        { n: 30000 },
      );
    const owner = new Client({ connectionString: t.url }); // the app role may not read other sessions' queries
    await owner.connect();
    try {
      let open = 1;
      for (let i = 0; i < 50 && open > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        open = (
          await owner.query(`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'COPY%'`)
        ).rows[0].n;
      }
      expect(open).toBe(0);
    } finally {
      await owner.end();
    }
  });
});
