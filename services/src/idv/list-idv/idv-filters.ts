import { ValidationError } from '../../shared/domain/domain-error';
import { likePattern } from '../../shared/http/paging';
import { instantRange, resolvePeriod } from '../../shared/period/reporting-period';
import { FORM_TYPES } from '../idv.events';

export type IdvQuery = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{field}={value}` filters the list accepts from the console's URL, by column. */
const FIELD_FILTERS: Record<string, { column: string; kind: 'text' | 'uuid' | 'date' | 'status' }> = {
  first_name: { column: 'r.first_name', kind: 'text' },
  last_name: { column: 'r.last_name', kind: 'text' },
  email: { column: 'r.email', kind: 'text' },
  uuid: { column: 'r.uuid', kind: 'uuid' },
  id: { column: 'r.id', kind: 'uuid' },
  date_of_birth: { column: 'r.date_of_birth', kind: 'date' },
  status: { column: 'r.status', kind: 'status' },
};

const text = (q: IdvQuery, key: string) =>
  typeof q[key] === 'string' && (q[key] as string).trim() ? (q[key] as string).trim() : undefined;
const nested = (q: IdvQuery, group: string, key: string) => {
  const value = q[`${group}[${key}]`] ?? (q[group] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * The list/export query as SQL with bound parameters ($1 is the company). overall_validation:
 * omitted or "all" = every row; "null" = pending (no result yet); PASSED / FAILED; COMPLETED = PASSED
 * (the spec's link of the "IDV Passed" card). Periods select by request time, as the dashboard cards count.
 */
export function idvFilter(
  q: IdvQuery,
  companyId: number,
  today: string,
): { where: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  const bind = (v: unknown) => `$${params.push(v)}`;
  const clauses = ['r.company_id = $1'];
  const validation = text(q, 'overall_validation');
  if (validation && validation.toLowerCase() !== 'all') {
    const v = validation.toUpperCase();
    if (v === 'NULL' || v === 'PENDING') clauses.push('r.overall_validation IS NULL');
    // COMPLETED is the spec's link of the "IDV Passed" card (whose count is total_completed_idv): the
    // legacy word for a passed result, so it lists what the card counts (a failed IDV is not in it).
    else if (v === 'PASSED' || v === 'FAILED' || v === 'COMPLETED')
      clauses.push(`r.overall_validation = ${bind(v === 'COMPLETED' ? 'PASSED' : v)}`);
    else
      throw new ValidationError([
        { field: 'overall_validation', message: 'Must be all, null, PASSED, FAILED or COMPLETED' },
      ]);
  }
  const formType = text(q, 'form_type');
  if (formType) {
    if (!FORM_TYPES.includes(formType as never))
      throw new ValidationError([{ field: 'form_type', message: 'Must be ADMISSIONS or FINANCIAL_AID' }]);
    clauses.push(`r.form_type = ${bind(formType)}`);
  }
  const period = nested(q, 'date', 'filter') ?? text(q, 'custom_date');
  if (period) {
    const range = instantRange(
      resolvePeriod(period, { from: nested(q, 'date', 'fromDate'), to: nested(q, 'date', 'toDate') }, today),
    );
    clauses.push(
      `r.created_at >= ${bind(range.start)}::timestamptz AND r.created_at < ${bind(range.end)}::timestamptz`,
    );
  }
  const search = text(q, 'search')?.slice(0, 200);
  if (search) clauses.push(`r.search_text LIKE ${bind(likePattern(search.toLowerCase()))}`);
  for (const [key, { column, kind }] of Object.entries(FIELD_FILTERS)) {
    const value = text(q, key);
    if (value === undefined) continue;
    if (kind === 'uuid')
      clauses.push(UUID.test(value) ? `${column} = ${bind(value.toLowerCase())}::uuid` : 'false');
    else if (kind === 'date')
      clauses.push(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${column} = ${bind(value)}::date` : 'false');
    else if (kind === 'status') clauses.push(`${column} = ${bind(value)}`);
    else clauses.push(`lower(${column}) = lower(${bind(value)})`);
  }
  return { where: clauses.join(' AND '), params };
}

/** Column names the console sorts by (its headers: Id, First Name, Last Name, Date of Birth, Status, Completed At). */
export const IDV_SORTABLE: Record<string, string> = {
  id: 'r.id',
  uuid: 'r.uuid',
  first_name: 'lower(r.first_name)',
  last_name: 'lower(r.last_name)',
  date_of_birth: 'r.date_of_birth',
  overall_validation: 'r.overall_validation',
  status: 'r.overall_validation',
  completed_at: 'r.completed_at',
  created_at: 'r.created_at',
};
