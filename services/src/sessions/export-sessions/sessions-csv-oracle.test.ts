/**
 * The session export's test bench: the oracle (the export as it was before COPY), the COPY export as
 * the product streams it, a session inserter and the tricky texts. Test support only: `*.test.ts`
 * files are left out of the build (tsconfig.build.json) and are not test suites here (jest.config.js).
 */
import { Writable } from 'node:stream';
import { Tx, tenant } from '../../shared/database/database';
import type { TestDatabase } from '../../../../test/support/test-database';
import { SessionQuery, sessionFilter } from '../list-sessions/session-filters';
import { streamSessionsCsv } from './sessions-csv.stream';
import { formulaSafe } from '../../shared/csv/formula-safe';
import { EXPORT_HEADER } from './sessions-csv.sql';
import { ExportLineValues, exportTimes, sessionExportLine } from './session-export-line';

export const TODAY = new Date().toISOString().slice(0, 10);

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

export async function referenceCsv(tx: Tx, q: SessionQuery, companyId: number): Promise<string> {
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

/** The export as the product streams it (COPY). */
export async function copyCsv(tx: Tx, q: SessionQuery, companyId: number): Promise<string> {
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
export interface Row {
  [column: string]: unknown;
}
/** Inserts one session (a default applicant, changed by `row`) with its export line as the projection writes it. */
export async function insert(t: TestDatabase, companyId: number, row: Row) {
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

export /** Texts that test quoting, formula safety, escapes and non-ASCII in a CSV cell. */
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
