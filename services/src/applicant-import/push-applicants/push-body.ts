import { DomainError, ValidationError } from '../../shared/domain/domain-error';
import { ApplicantCsvRow } from '../rows/validate-applicant-row';
import { CSV_COLUMN_NAMES } from '../rows/csv-columns';
import { localized, type Localized } from '../../shared/i18n';

/** Most applicants one request may carry (and the body stays under the API's 1 MB limit). */
export const MAX_PUSH_BATCH = 1000;

/** One pushed applicant as JSON: the CSV's columns by their canonical names, values as strings. */
export type PushedApplicant = ApplicantCsvRow;

/** An entry that is not an object of text values is rejected by itself, like a row that cannot be read. */
export type PushEntry = { ok: true; row: PushedApplicant } | { ok: false; message: Localized };

const tooMany = localized('error.tooManyApplicants', { max: MAX_PUSH_BATCH });

/**
 * `{ "applicants": [ … ] }` (a batch of 1 to MAX_PUSH_BATCH) or one applicant object. Unknown keys
 * are ignored as unknown CSV columns are; a number (a zip, an id) is read as its decimal text.
 */
export function readPushBody(body: unknown): { single: boolean; entries: PushEntry[] } {
  if (!isObject(body))
    throw new ValidationError([{ field: 'applicants', message: localized('error.sendJsonObject') }]);
  const single = !('applicants' in body);
  const list = single ? [body] : body.applicants;
  if (!Array.isArray(list) || list.length === 0)
    throw new ValidationError([{ field: 'applicants', message: localized('error.sendApplicants') }]);
  if (list.length > MAX_PUSH_BATCH)
    throw new DomainError('PUSH.TOO_MANY', tooMany, 413, [{ field: 'applicants', message: tooMany }]);
  return { single, entries: list.map(readEntry) };
}

function readEntry(entry: unknown): PushEntry {
  if (!isObject(entry)) return { ok: false, message: localized('error.applicantNotObject') };
  const row: Record<string, string> = {};
  for (const column of CSV_COLUMN_NAMES) {
    const value = entry[column];
    if (value === undefined || value === null) continue;
    if (typeof value === 'number' && Number.isFinite(value)) row[column] = String(value);
    else if (typeof value === 'string') row[column] = value;
    else return { ok: false, message: localized('error.cv.isString', { property: column }) };
  }
  return { ok: true, row };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
