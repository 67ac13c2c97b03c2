import { ValidationError } from '../shared/domain/domain-error';
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

/**
 * The /data-validation table: the static catalogue in the reader's language, searched, sorted and
 * paged in memory (it is small). Search matches the code or the description as the reader sees it.
 */
export function listReasonCodes(
  q: ReasonCodeQuery,
  language: Language = 'en',
  catalogue: readonly ReasonCodeEntry[] = REASON_CODE_CATALOGUE,
) {
  const limit = Number.parseInt(q.limit ?? '25', 10);
  if (!LIMITS.includes(limit))
    throw new ValidationError([{ field: 'limit', message: `Must be one of ${LIMITS.join(', ')}` }]);
  const sort = q.sort ?? 'code';
  if (sort !== 'code' && sort !== 'description')
    throw new ValidationError([{ field: 'sort', message: `Cannot sort by ${sort}` }]);
  const page = Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1);
  const needle = q.search?.trim().toLowerCase();
  const shown = catalogue.map((e) => ({
    ...e,
    description: reasonCodeDescription(language, e.code, e.description),
  }));
  const found = needle
    ? shown.filter(
        (e) => e.code.toLowerCase().includes(needle) || e.description.toLowerCase().includes(needle),
      )
    : shown;
  const sign = q.order?.toLowerCase() === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * a[sort].localeCompare(b[sort], language));
  const data = found
    .slice((page - 1) * limit, page * limit)
    .map((e) => ({ code: e.code, description: e.description, family: e.family, level: e.level }));
  return { data, meta: { total: found.length, page, limit } };
}
