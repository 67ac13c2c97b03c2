import { ValidationError } from '../domain/domain-error';

export interface PagingQuery {
  page?: string;
  limit?: string;
  sort?: string;
  order?: string;
  search?: string;
}

export interface Paging {
  page: number;
  limit: number;
  offset: number;
  /** A safe ORDER BY clause: the column comes from the allow-list, never from the request text. */
  orderBy: string;
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
  const page = Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1);
  const limit = Number.parseInt(q.limit ?? String(limits[0]), 10);
  if (!limits.includes(limit)) throw new ValidationError([{ field: 'limit', message: `Must be one of ${limits.join(', ')}` }]);
  const sortKey = q.sort ?? defaultSort;
  const column = sortable[sortKey];
  if (!column) throw new ValidationError([{ field: 'sort', message: `Cannot sort by ${sortKey}` }]);
  const direction = (q.order ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  const search = q.search?.trim() ? q.search.trim().slice(0, 200) : null;
  return { page, limit, offset: (page - 1) * limit, orderBy: `${column} ${direction}, ${tiebreak} ${direction}`, search };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}
