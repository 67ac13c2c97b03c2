import { ValidationError } from '../../shared/domain/domain-error';
import { parseLimit, parsePage, parseSort, single } from '../../shared/http/paging';
import type { SessionQuery } from './session-filters';
import { localized } from '../../shared/i18n';

/** Sortable columns with the type their keyset cursor value is cast back to. */
export const SESSION_SORTABLE: Record<string, SortColumn> = {
  created_at: { sql: 's.created_at', type: 'timestamptz' },
  updated_at: { sql: 's.updated_at', type: 'timestamptz' },
  first_name: { sql: 's.first_name', type: 'text' },
  last_name: { sql: 's.last_name', type: 'text' },
  sur_name: { sql: 's.last_name', type: 'text' },
  email: { sql: 's.email', type: 'text' },
  date_of_birth: { sql: 's.date_of_birth', type: 'date' },
  overall_risk_level: { sql: 's.overall_risk_level', type: 'text' },
  uuid: { sql: 's.uuid', type: 'uuid' },
  id: { sql: 's.id', type: 'bigint' },
};
export const SESSION_LIMITS = [25, 50, 100];

/** A sortable column and the type its keyset cursor value is cast back to. */
export interface SortColumn {
  sql: string;
  type: string;
}

/**
 * The list's sort column, direction, page size and page, each parsed by the parser every list uses
 * (paging.ts: each parameter once, a page size from the list's sizes in digits, a sort from the
 * list's columns, a whole page number); only the default direction is this list's own: a date
 * column sorts newest first unless told otherwise.
 */
export function listParams(q: SessionQuery) {
  const query = q as Record<string, unknown>;
  const limit = parseLimit(single(query, 'limit'), SESSION_LIMITS);
  const sortKey = parseSort(query, SESSION_SORTABLE, 'created_at');
  const sort = SESSION_SORTABLE[sortKey];
  const order = single(query, 'order')?.toLowerCase() ?? (sortKey.endsWith('_at') ? 'desc' : 'asc');
  const page = parsePage(single(query, 'page'));
  return { sort, direction: order === 'asc' ? 'ASC' : 'DESC', limit, page };
}

/** The keyset cursor of the row a page ends with: its sort value and id. */
export function encodeCursor(value: [string, string]): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d+$/.test(String(value[1]))
    )
      return [value[0], String(value[1])];
  } catch {
    // fall through to the validation error
  }
  throw new ValidationError([{ field: 'after', message: localized('error.notACursor') }]);
}

/** The rows after a keyset cursor in the list's order (binds its two values into `params`). */
export function keysetAfter(
  sort: SortColumn,
  direction: string,
  after: [string, string],
  params: unknown[],
): string {
  const cmp = direction === 'DESC' ? '<' : '>';
  return ` AND (${sort.sql}, s.id) ${cmp} ($${params.push(after[0])}::${sort.type}, $${params.push(after[1])}::bigint)`;
}

/** The list's order: the sort column, then the id as the tie-breaker the keyset cursor relies on. */
export function listOrder(sort: SortColumn, direction: string): string {
  return `ORDER BY ${sort.sql} ${direction}, s.id ${direction}`;
}
