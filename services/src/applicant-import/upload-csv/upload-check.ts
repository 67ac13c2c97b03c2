import { parse } from 'csv-parse/sync';
import { FieldError } from '../../shared/domain/domain-error';
import { mapCsvHeader } from '../rows/csv-columns';
import { ApplicantCsvRow, validateApplicantRow } from '../rows/validate-applicant-row';
import { localized, type Localized } from '../../shared/i18n';

/** How much of an upload is read before answering: enough for the header and the first rows. */
export const UPLOAD_HEAD_BYTES = 64 * 1024;
const SAMPLE_ROWS = 10;

export interface UploadProblem {
  status: 415 | 422;
  message: Localized;
  errors: FieldError[];
}

const NONE: EarlyRejects = { rows: 0, errors: [] };
const problem = (status: 415 | 422, field: string, message: Localized): UploadProblem => ({
  status,
  message,
  errors: [{ field, message }],
});

export function isCsvFileName(name: string | undefined): boolean {
  return !!name && /\.csv$/i.test(name.trim());
}

/** Bad rows among the first ones of an acceptable file: the import will reject them. */
export interface EarlyRejects {
  /** How many of the sampled rows are bad. */
  rows: number;
  /** Their problems, `Line n: …` with the column as field. */
  errors: FieldError[];
}

/** What the start of an upload says: a reason to refuse it, or the sampled rows that will be rejected. */
export interface UploadHeadVerdict {
  problem: UploadProblem | null;
  early: EarlyRejects;
}

/**
 * Judges the start of an upload before the rest streams to disk: a text file (UTF-8, BOM allowed;
 * a NUL byte or broken UTF-8 means a renamed binary), a known header, and not a file whose every
 * sampled row is wrong (a different layout). Single bad rows do not refuse the file: they come back
 * as warnings at once, and the import's error report lists every one.
 */
export function judgeUploadHead(head: Buffer, complete: boolean, today?: string): UploadHeadVerdict {
  const refuse = (problem: UploadProblem | null): UploadHeadVerdict => ({ problem, early: NONE });
  if (head.length === 0) return refuse(problem(422, 'file', localized('error.fileEmpty')));
  if (head.includes(0)) return refuse(problem(415, 'file', localized('error.notCsvText')));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
  } catch {
    return refuse(problem(415, 'file', localized('error.notUtf8')));
  }
  if (!complete) text = text.slice(0, text.lastIndexOf('\n') + 1);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    if (!complete) return refuse(null);
    return refuse(
      problem(422, 'file', localized('error.csvSyntax', { line: (error as { lines?: number }).lines ?? 1 })),
    );
  }
  if (!records.length) return refuse(problem(422, 'file', localized('error.fileEmpty')));
  const mapping = mapCsvHeader(records[0]);
  if (mapping.errors.length)
    return refuse({ status: 422, message: mapping.errors[0].message, errors: [...mapping.errors] });
  const rows = records.slice(1, 1 + SAMPLE_ROWS);
  if (!rows.length) return refuse(complete ? problem(422, 'file', localized('error.noDataRows')) : null);
  return sampleVerdict(rows, mapping.columns, today);
}

function sampleVerdict(rows: string[][], columns: readonly string[], today?: string): UploadHeadVerdict {
  const errors: FieldError[] = [];
  let bad = 0;
  for (const [i, record] of rows.entries()) {
    const line = i + 2;
    if (record.length !== columns.length) {
      errors.push({
        field: 'row',
        message: localized('error.lineFieldCount', { line, expected: columns.length, found: record.length }),
      });
      bad++;
      continue;
    }
    const row = Object.fromEntries(columns.map((c, j) => [c, record[j]])) as ApplicantCsvRow;
    const result = validateApplicantRow(row, line, { today });
    if (result.ok) continue;
    bad++;
    errors.push(
      ...result.errors.map((e) => ({
        field: e.field,
        message: localized('error.lineMessage', { line: e.line, message: e.message }),
      })),
    );
  }
  if (bad < rows.length) return { problem: null, early: { rows: bad, errors } };
  return {
    problem: {
      status: 422,
      message: localized('error.firstRowsRejected'),
      errors,
    },
    early: NONE,
  };
}
