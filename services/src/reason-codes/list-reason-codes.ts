import { parsePaging } from '../shared/http/paging';
import { reasonCodeDescription, type Language } from '../shared/i18n';
import { REASON_CODE_CATALOGUE } from '../scoring/reason-code-catalogue';
import type { ReasonCodeEntry } from '../scoring/reason-code-entries';

export interface ReasonCodeQuery {
  page?: string;
  limit?: string;
  sort?: string;
  order?: string;
  search?: string;
}

const LIMITS = [25, 50, 100];
/** The columns a reader can sort by; each is its own field of the entry. */
const SORTABLE = { code: 'code', description: 'description' } as const;

/**
 * The /data-validation table: the static catalogue in the reader's language, searched, sorted and
 * paged in memory (it is small). Search matches the code or the description as the reader sees it.
 */
export function listReasonCodes(
  q: ReasonCodeQuery,
  language: Language = 'en',
  catalogue: readonly ReasonCodeEntry[] = REASON_CODE_CATALOGUE,
) {
  // The same paging rules as every list (paging.ts): page 1 … MAX_PAGE in digits, a listed limit, a known sort.
  const paging = parsePaging(q, SORTABLE, 'code', LIMITS);
  const sort = paging.sortKey as keyof typeof SORTABLE;
  const { page, limit, direction } = paging;
  const needle = paging.search?.toLowerCase();
  const shown = catalogue.map((e) => ({
    ...e,
    description: reasonCodeDescription(language, e.code, e.description),
  }));
  const found = needle
    ? shown.filter(
        (e) => e.code.toLowerCase().includes(needle) || e.description.toLowerCase().includes(needle),
      )
    : shown;
  const sign = direction === 'DESC' ? -1 : 1;
  found.sort((a, b) => sign * a[sort].localeCompare(b[sort], language));
  const data = found
    .slice((page - 1) * limit, page * limit)
    .map((e) => ({ code: e.code, description: e.description, family: e.family, level: e.level }));
  return { data, meta: { total: found.length, page, limit } };
}
