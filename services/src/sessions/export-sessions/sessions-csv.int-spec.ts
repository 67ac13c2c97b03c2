import { parse } from 'csv-parse/sync';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { Tx, tenant } from '../../shared/database/database';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SessionQuery, sessionFilter } from '../list-sessions/session-filters';
import { streamSessionsCsv } from './sessions-csv.stream';
import { formulaSafe } from '../../shared/csv/formula-safe';
import { EXPORT_HEADER } from './sessions-csv.sql';
import { ExportLineValues, exportTimes, sessionExportLine } from './session-export-line';
import { verificationSessionsProjection } from '../read-models/verification-sessions.projection';
import type { Recorded } from '../../shared/domain/event';
import type { ApplicantsImported } from '../../applicant-import/import.events';

const TODAY = new Date().toISOString().slice(0, 10);

/**
 * The export as it was before COPY (cursor rows encoded in JavaScript), kept here as the oracle: the
 * COPY output must match it byte for byte. Parameters are bound here, inlined in the COPY.
 */
const REFERENCE_SELECT = `s.id, s.uuid, s.external_id, s.first_name, s.last_name, s.email, s.csug_email, s.phone,
  to_char(s.date_of_birth, 'YYYY-MM-DD'), s.street, s.city, s.state, s.zip, s.country_code, s.ssn_last4, s.overall_risk_level,
  s.invalid_ssn, s.incomplete_address,
  COALESCE(s.meta_data->'reasonCodes'->'address', '[]') || COALESCE(s.meta_data->'reasonCodes'->'email', '[]')
    || COALESCE(s.meta_data->'reasonCodes'->'phone', '[]') || COALESCE(s.meta_data->'reasonCodes'->'taxId', '[]'),
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  to_char(s.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

async function referenceCsv(tx: Tx, q: SessionQuery, companyId: number): Promise<string> {
  const filter = sessionFilter(q, companyId, TODAY);
  const rows = (
    await tx.query({
      text: `SELECT ${REFERENCE_SELECT} FROM verification_sessions s WHERE ${filter.where}
    ORDER BY s.created_at DESC, s.id DESC`,
      values: filter.params,
      rowMode: 'array',
    })
  ).rows as unknown[][];
  let out = `${EXPORT_HEADER.join(',')}\n`;
  for (const row of rows) {
    row[18] = (row[18] as string[]).join(' ');
    out += `${row.map((v) => cell(formulaSafe(v))).join(',')}\n`;
  }
  return out;
}

async function copyCsv(tx: Tx, q: SessionQuery, companyId: number): Promise<string> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await streamSessionsCsv(tx, sessionFilter(q, companyId, TODAY), out);
  return Buffer.concat(chunks).toString('utf8');
}

let nextId = 1;
interface Row {
  [column: string]: unknown;
}
async function insert(t: TestDatabase, companyId: number, row: Row) {
  const id = nextId++;
  const values: Row = {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    company_id: companyId,
    identity_key: `k${id}`,
    external_id: `E-${id}`,
    first_name: 'Avery',
    last_name: 'Lopez',
    email: `a${id}@example.edu`,
    csug_email: null,
    phone: '+13035550100',
    date_of_birth: '2001-02-03',
    street: '1 Main St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country_code: 'US',
    ssn_last4: '1234',
    name_key: 'avery lopez',
    overall_risk_level: 'low',
    meta_data: {
      level: 'low',
      reasonCodes: { address: ['ADC'], email: ['EDC', 'EFRE'], phone: [], taxId: ['TDC'] },
    },
    invalid_ssn: false,
    incomplete_address: false,
    created_at: new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString(),
    updated_at: '2026-02-01T00:00:00Z',
    completed_at: '2026-02-01T12:34:56.789Z',
    ...row,
  };
  // The stored line as the projection writes it (session-export-line.ts).
  const time = (v: unknown) => (v === null ? null : new Date(v as string));
  values.export_csv = sessionExportLine(
    {
      ...(values as unknown as ExportLineValues),
      reasonCodes: (values.meta_data as { reasonCodes?: ExportLineValues['reasonCodes'] }).reasonCodes,
    },
    exportTimes(time(values.created_at)!, time(values.updated_at)!, time(values.completed_at)),
  );
  const columns = Object.keys(values);
  await t.db.tx(tenant(companyId), (tx) =>
    tx.query(
      `INSERT INTO verification_sessions (${columns.join(', ')})
    VALUES (${columns.map((_c, i) => `$${i + 1}`).join(', ')})`,
      columns.map((c) => (c === 'meta_data' ? JSON.stringify(values[c]) : values[c])),
    ),
  );
}

const TRICKY = [
  'plain',
  'with, comma',
  'with "quotes"',
  '"quoted"',
  'line\nbreak',
  'crlf\r\nline',
  'trailing cr\r',
  '=1+2',
  '+13035550143',
  '-5',
  '@SUM(A1)',
  '\tTab',
  '\rCR',
  ' =space first',
  "'already",
  'a=b',
  '\\.',
  '\\',
  'back\\slash',
  'NULL',
  '""',
  ',',
  '"',
  'Chloé',
  'Øresund',
  '東京',
  '👩‍🎓 emoji',
  '=HYPERLINK("http://evil.example","click")',
  '-',
  '+',
  '=',
  '@',
  '=naïve,"x"\n=y',
  '\u00a0nbsp',
  '\u2028sep',
];

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
