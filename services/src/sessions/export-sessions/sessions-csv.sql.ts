import { escapeLiteral } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { SessionFilter } from '../list-sessions/session-filters';
import { APPLICANT_EXPORTED_COLUMNS } from '../../applicant-import/applicant-fields.public';

/** The export's columns, in order (the CSV header line). */
export const EXPORT_HEADER = [
  'id',
  'uuid',
  ...APPLICANT_EXPORTED_COLUMNS,
  'ssn_last4',
  'overall_risk_level',
  'invalid_ssn',
  'incomplete_address',
  'reason_codes',
  'created_at',
  'updated_at',
  'completed_at',
];

/**
 * A bound parameter as an SQL literal. COPY takes no parameters, so the filter's values are written
 * into the statement: converted to text exactly as node-postgres sends a parameter (`prepareValue`)
 * and quoted by `escapeLiteral` (quotes doubled, backslashes escaped in an E'' literal). The
 * literal is untyped, so PostgreSQL resolves its type from the context as it does for `$n`.
 */
export function sqlLiteral(value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'NULL';
  if (typeof text !== 'string') throw new TypeError('An export filter value must be text');
  if (text.includes('\0')) throw new TypeError('An export filter value cannot hold a NUL character');
  return escapeLiteral(text);
}

/** `where` with every `$n` replaced by params[n - 1] as a literal (the filter's SQL text holds no other `$`). */
export function inlineParams(where: string, params: unknown[]): string {
  return where.replace(/\$(\d+)/g, (_match, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new RangeError(`No value for $${n}`);
    return sqlLiteral(params[index]);
  });
}

/**
 * The export as one `COPY (SELECT …) TO STDOUT` statement, the list's filter and order kept. Each
 * session's CSV line is already built (export_csv, written with the row by the projection: formula
 * safety, reason codes, UTC times, quoting), so PostgreSQL only reads it. Binary format hands the
 * line over as it is (text or CSV format would escape or quote it again); copy-binary-lines.ts
 * turns the frames into lines. No header line: the caller writes EXPORT_HEADER.
 */
export function sessionsCsvCopy(filter: SessionFilter): string {
  return `COPY (SELECT s.export_csv FROM verification_sessions s
  WHERE ${inlineParams(filter.where, filter.params)}
  ORDER BY s.created_at DESC, s.id DESC) TO STDOUT WITH (FORMAT binary)`;
}
