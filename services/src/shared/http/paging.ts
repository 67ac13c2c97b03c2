import { ValidationError } from '../domain/domain-error';
import { localized } from '../i18n';
import { grouped } from '../i18n/translate';

export interface PagingQuery {
  page?: string;
  limit?: string;
  sort?: string;
  order?: string;
  search?: string;
}

/**
 * The deepest page a list answers by offset (1,000,000 pages of 5 rows: five times the million-row
 * tenant the lists are measured with); deeper pages use the keyset cursor where a list has one.
 */
export const MAX_PAGE = 1_000_000;

/** One query value: a repeated parameter (`?page=1&page=2`) arrives as an array and is refused. */
export function single(q: Record<string, unknown>, field: string): string | undefined {
  const value = q[field];
  if (value === undefined || typeof value === 'string') return value;
  throw new ValidationError([{ field, message: localized('error.giveOnce') }]);
}

/**
 * A page number: digits only, 1 … MAX_PAGE. Numbers past 2^53 used to become floats and then an
 * OFFSET PostgreSQL refused (a 500); a page past the end of a list is valid and answers no rows.
 */
export function parsePage(value: unknown): number {
  if (value === undefined || value === '') return 1;
  const page = typeof value === 'string' && /^[0-9]{1,7}$/.test(value) ? Number(value) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) {
    throw new ValidationError([
      { field: 'page', message: localized('error.pageNumber', { max: grouped(MAX_PAGE) }) },
    ]);
  }
  return page;
}

/** A page size: one of the list's sizes, written in digits (25.5 or 25abc is refused, not read as 25). */
export function parseLimit(value: string | undefined, limits: readonly number[]): number {
  const text = value ?? String(limits[0]);
  const limit = /^[0-9]{1,4}$/.test(text) ? Number(text) : NaN;
  if (!limits.includes(limit))
    throw new ValidationError([
      { field: 'limit', message: localized('error.oneOf', { values: limits.join(', ') }) },
    ]);
  return limit;
}

/**
 * The sort a list is asked for: a key of `sortable` (an own key: `constructor` is no column), given
 * once; `defaultSort` when absent. Anything else is refused, never interpolated.
 */
export function parseSort(
  q: Record<string, unknown>,
  sortable: Readonly<Record<string, unknown>>,
  defaultSort: string,
): string {
  const sortKey = single(q, 'sort') ?? defaultSort;
  if (!Object.hasOwn(sortable, sortKey))
    throw new ValidationError([
      { field: 'sort', message: localized('error.cannotSortBy', { column: sortKey.slice(0, 40) }) },
    ]);
  return sortKey;
}

export interface Paging {
  page: number;
  limit: number;
  offset: number;
  /** A safe ORDER BY clause: the column comes from the allow-list, never from the request text. */
  orderBy: string;
  /** The sort the reader asked for (a key of `sortable`) and its direction. */
  sortKey: string;
  direction: 'ASC' | 'DESC';
  search: string | null;
}

/**
 * Parses list parameters. `sortable` maps the names the console sends to SQL columns; anything else
 * is refused rather than interpolated.
 */
export function parsePaging(
  q: PagingQuery,
  sortable: Record<string, string>,
  defaultSort: string,
  limits: readonly number[] = [5, 10, 25, 50, 100],
  tiebreak = 'id',
): Paging {
  const query = q as Record<string, unknown>;
  const page = parsePage(single(query, 'page'));
  const limit = parseLimit(single(query, 'limit'), limits);
  const sortKey = parseSort(query, sortable, defaultSort);
  const column = sortable[sortKey];
  const direction = (single(query, 'order') ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  const searchText = single(query, 'search')?.trim();
  const search = searchText ? searchText.slice(0, 200) : null;
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    orderBy: `${column} ${direction}, ${tiebreak} ${direction}`,
    sortKey,
    direction,
    search,
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}
