import { parse } from 'csv-parse/sync';
import { DomainError, ValidationError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n/translate';
import type { SelectionEntry } from './record-selections.command';
import {
  REQUIRED_COLUMNS,
  SELECTION_COLUMNS,
  selectionColumnOf,
  type SelectionColumn,
} from './selection-row';

/** Most selections one push or one file may carry (a school's V4/V5 list per award year is far smaller). */
export const MAX_SELECTIONS = 20_000;
export const MAX_PUSH_SELECTIONS = 1_000;

const tooMany = (max: number) =>
  new DomainError('FINAID.TOO_MANY', localized('finaid.tooMany', { max }), 413, [
    { field: 'selections', message: localized('finaid.tooMany', { max }) },
  ]);

/**
 * The rows of a selections CSV. The header must name the required columns (else the whole file is
 * refused, with the missing ones named); a row with the wrong number of cells is reported by its line
 * and kept in the count, never skipped.
 */
export function selectionsFromCsv(text: string): SelectionEntry[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    // A quote left open or a stray quote: the file cannot be read row by row, so it is refused whole.
    const line = (error as { lines?: number }).lines ?? 0;
    throw new ValidationError([{ field: 'file', message: localized('finaid.unreadableCsv', { line }) }]);
  }
  if (!records.length) throw new ValidationError([{ field: 'file', message: localized('finaid.emptyFile') }]);
  const header = records[0].record.map(selectionColumnOf);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length)
    throw new ValidationError([
      { field: 'file', message: localized('finaid.missingColumns', { columns: missing.join(', ') }) },
    ]);
  if (records.length - 1 > MAX_SELECTIONS) throw tooMany(MAX_SELECTIONS);
  return records.slice(1).map(({ record, info }) => {
    if (record.length !== header.length)
      return {
        line: info.lines,
        unreadable: {
          line: info.lines,
          field: 'row',
          message: localized('finaid.cellCount', { expected: header.length, found: record.length }),
        },
      };
    const input: Partial<Record<SelectionColumn, string>> = {};
    header.forEach((column, i) => {
      if (column) input[column] = record[i];
    });
    return { line: info.lines, input };
  });
}

/** `{ "selections": [ … ] }`: each entry an object of the CSV's columns (numbers read as text). */
export function selectionsFromJson(body: unknown): SelectionEntry[] {
  const list = isObject(body) ? body.selections : undefined;
  if (!Array.isArray(list) || !list.length)
    throw new ValidationError([{ field: 'selections', message: localized('finaid.sendSelections') }]);
  if (list.length > MAX_PUSH_SELECTIONS) throw tooMany(MAX_PUSH_SELECTIONS);
  return list.map((entry: unknown, index) => {
    const line = index + 1;
    if (!isObject(entry))
      return { line, unreadable: { line, field: 'selection', message: localized('finaid.notObject') } };
    const input: Partial<Record<SelectionColumn, string>> = {};
    for (const column of Object.keys(SELECTION_COLUMNS) as SelectionColumn[]) {
      const value = entry[column];
      if (typeof value === 'string') input[column] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) input[column] = String(value);
      else if (value !== undefined && value !== null)
        return {
          line,
          unreadable: { line, field: column, message: localized('finaid.notText', { field: column }) },
        };
    }
    return { line, input };
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
