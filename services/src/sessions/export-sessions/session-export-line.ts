import { ImportedApplicantRow, REASON_FAMILIES } from '../../applicant-import/import.events';
import type { ApplicantStoredColumn } from '../../applicant-import/applicant-fields.public';
import { FORMULA_START, formulaSafe } from '../../shared/csv/formula-safe';

/** A session's values that its export line shows (the read model's columns, as the projection writes them). */
export type ExportLineValues = Pick<
  ImportedApplicantRow,
  'uuid' | ApplicantStoredColumn | 'ssn_last4' | 'overall_risk_level' | 'invalid_ssn' | 'incomplete_address'
> & {
  id: number | string;
  /** meta_data.reasonCodes: four families of codes (a family or a code may be JSON null). */
  reasonCodes:
    Partial<Record<(typeof REASON_FAMILIES)[number], readonly (string | null)[] | null>> | null | undefined;
};

/** The line's last three cells, created_at, updated_at and completed_at, as written (exportTimes). */
export interface ExportTimes {
  readonly cells: string;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** csv-stringify's quoting: quoted when the cell holds a comma, a double quote or a line break. */
function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** formula-safe.ts then the quoting; null and '' are an empty cell. */
function textCell(value: string | null | undefined): string {
  return quoted(formulaSafe(value));
}

/** The four families' codes joined by spaces, formula-safe by the first code (a null code is empty, as in Array.join). */
function reasonCodesCell(families: ExportLineValues['reasonCodes']): string {
  // Loops rather than flatMap/map/join: this runs for every row of every import chunk.
  let text = '';
  let first = true;
  for (const family of REASON_FAMILIES) {
    for (const code of families?.[family] ?? []) {
      if (first && typeof code === 'string' && FORMULA_START.test(code)) text = "'";
      text += (first ? '' : ' ') + (code ?? '');
      first = false;
    }
  }
  return quoted(text);
}

/** to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'): UTC, whole seconds; null is an empty cell. */
function timeCell(at: Date | null): string {
  return at ? `${at.toISOString().slice(0, 19)}Z` : '';
}

/** The three time cells, made once for all the rows of a write (a new session is created, updated and completed at `at`). */
export function exportTimes(
  createdAt: Date,
  updatedAt: Date = createdAt,
  completedAt: Date | null = updatedAt,
): ExportTimes {
  return { cells: `${timeCell(createdAt)},${timeCell(updatedAt)},${timeCell(completedAt)}` };
}

/**
 * One session's export line without its line break, cells in EXPORT_HEADER's order: the projection
 * stores it with the session (verification_sessions.export_csv) so the export only reads it. When a
 * write updates a session already on file, the statement puts the stored creation time in place of
 * the line's (EXPORT_CREATED_AT_FROM_END). Byte for byte the SQL function export_csv_line (migration
 * 035), which seeders use; sessions-csv.int-spec.ts holds both to the original encoder.
 */
export function sessionExportLine(v: ExportLineValues, times: ExportTimes): string {
  return (
    `${v.id},${v.uuid},${textCell(v.external_id)},${textCell(v.first_name)},${textCell(v.last_name)},${textCell(v.email)},` +
    `${textCell(v.csug_email)},${textCell(v.phone)},${v.date_of_birth ?? ''},${textCell(v.street)},${textCell(v.city)},` +
    `${textCell(v.state)},${textCell(v.zip)},${textCell(v.country_code)},${textCell(v.ssn_last4)},${textCell(v.overall_risk_level)},` +
    `${v.invalid_ssn},${v.incomplete_address},${reasonCodesCell(v.reasonCodes)},${times.cells}`
  );
}

/** Where the created_at cell starts, counted from the end of a line whose three times are set: 3 × 20 characters and two commas. */
export const EXPORT_CREATED_AT_FROM_END = 62;
