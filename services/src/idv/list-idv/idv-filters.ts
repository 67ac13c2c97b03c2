import { listFilter, type ListFilterSpec, type ListQuery } from '../../shared/http/list-filter';
import { FORM_TYPES } from '../idv.events';
import { localized } from '../../shared/i18n';

export type IdvQuery = ListQuery;

/**
 * overall_validation: omitted or "all" = every row; "null" = pending (no result yet); PASSED / FAILED;
 * COMPLETED = PASSED: the spec's link of the "IDV Passed" card (whose count is total_completed_idv),
 * the legacy word for a passed result, so it lists what the card counts (a failed IDV is not in it).
 * Periods select by request time, as the dashboard cards count.
 */
export const IDV_FILTER: ListFilterSpec = {
  tenantColumn: 'r.company_id',
  columns: [
    {
      kind: 'choice',
      params: ['overall_validation'],
      normalise: 'upper',
      column: 'r.overall_validation',
      choices: {
        ALL: null,
        NULL: 'r.overall_validation IS NULL',
        PENDING: 'r.overall_validation IS NULL',
        PASSED: { bind: 'PASSED' },
        FAILED: { bind: 'FAILED' },
        COMPLETED: { bind: 'PASSED' },
      },
      message: localized('error.idvStatusFilter'),
    },
    {
      kind: 'choice',
      params: ['form_type'],
      column: 'r.form_type',
      choices: Object.fromEntries(FORM_TYPES.map((form) => [form, { bind: form }])),
      message: localized('error.formType'),
    },
    { kind: 'period', column: 'r.created_at' },
    { kind: 'search', column: 'r.search_text' },
    // `{field}={value}` filters the list accepts from the console's URL.
    { kind: 'text', param: 'first_name', column: 'r.first_name', fold: true },
    { kind: 'text', param: 'last_name', column: 'r.last_name', fold: true },
    { kind: 'text', param: 'email', column: 'r.email', fold: true },
    { kind: 'uuid', param: 'uuid', column: 'r.uuid' },
    { kind: 'uuid', param: 'id', column: 'r.id' },
    { kind: 'date', param: 'date_of_birth', column: 'r.date_of_birth' },
    { kind: 'text', param: 'status', column: 'r.status' },
  ],
};

/** The list/export query as SQL with bound parameters ($1 is the company). */
export function idvFilter(
  q: IdvQuery,
  companyId: number,
  today: string,
): { where: string; params: unknown[] } {
  const { where, params } = listFilter(IDV_FILTER, q, companyId, today);
  return { where, params };
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
