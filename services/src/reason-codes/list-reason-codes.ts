import { ValidationError } from '../shared/domain/domain-error';
import { REASON_CODE_CATALOGUE, ReasonCodeEntry } from '../verifications/scoring/reason-code-catalogue';

export interface ReasonCodeQuery {
  page?: string;
  limit?: string;
  sort?: string;
  order?: string;
  search?: string;
}

const LIMITS = [25, 50, 100];

/** The /data-validation table: the static catalogue searched, sorted and paged in memory (it is small). */
export function listReasonCodes(q: ReasonCodeQuery, catalogue: readonly ReasonCodeEntry[] = REASON_CODE_CATALOGUE) {
  const limit = Number.parseInt(q.limit ?? '25', 10);
  if (!LIMITS.includes(limit)) throw new ValidationError([{ field: 'limit', message: `Must be one of ${LIMITS.join(', ')}` }]);
  const sort = q.sort ?? 'code';
  if (sort !== 'code' && sort !== 'description') throw new ValidationError([{ field: 'sort', message: `Cannot sort by ${sort}` }]);
  const page = Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1);
  const needle = q.search?.trim().toLowerCase();
  const found = needle ? catalogue.filter((e) => e.code.toLowerCase().includes(needle) || e.description.toLowerCase().includes(needle)) : [...catalogue];
  const sign = q.order?.toLowerCase() === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * a[sort].localeCompare(b[sort], 'en'));
  const data = found.slice((page - 1) * limit, page * limit).map((e) => ({ code: e.code, description: e.description, family: e.family, level: e.level }));
  return { data, meta: { total: found.length, page, limit } };
}
