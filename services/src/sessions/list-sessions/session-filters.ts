import { FORM_TYPES } from '../../idv/idv.events';
import { listFilter, type ListFilterSpec, type ListQuery } from '../../shared/http/list-filter';
import { localized } from '../../shared/i18n';

export type SessionQuery = ListQuery;

/** The WHERE clause of a session list or export; params[0] is always the company id. */
export interface SessionFilter {
  where: string;
  params: unknown[];
  /** False when only the tenant restricts the rows (the count then comes from the counter table). */
  filtered: boolean;
  /**
   * Set when the filter is only a creation period and/or one of invalid_ssn=1, incomplete_address=1,
   * high_risk_or_invalid_ssn=1 (the dashboard cards' lists): the total is then a sum of per-day
   * counters (verification_session_days, session_risk_days), exact at any size, as the cards count.
   */
  byDay?: {
    from?: string;
    to?: string;
    column: 'total' | 'invalid_ssn' | 'incomplete_address' | 'high_risk_or_invalid_ssn';
  };
}

/**
 * The dashboard card "High Risk and/or Missing SSN" and the list it opens: overall risk high or very
 * high (a confirmed watchlist match raises it, session-watchlist-risk.ts) or an SSN missing or failing
 * the rules. The partial index verification_sessions_high_risk_or_invalid_ssn (migration 043) has
 * this predicate.
 */
export const HIGH_RISK_OR_INVALID_SSN = `(s.overall_risk_level IN ('high', 'very_high') OR s.invalid_ssn)`;

type DayColumn = NonNullable<SessionFilter['byDay']>['column'];

const RISK_LEVELS = ['low', 'medium', 'high', 'very_high', 'inconclusive', 'exact'];

/** `{field}={value}` filters the list accepts from the URL (spec: "any URL query field"), by column. */
const FIELD_FILTERS: Array<[param: string, column: string, fold?: boolean]> = [
  ['first_name', 's.first_name', true],
  ['last_name', 's.last_name', true],
  ['sur_name', 's.last_name', true],
  ['email', 's.email', true],
  ['csug_email', 's.csug_email', true],
  ['phone', 's.phone'],
  ['phone_number', 's.phone'],
  ['city', 's.city', true],
  ['state', 's.state', true],
  ['zip', 's.zip'],
  ['postal_code', 's.zip'],
  ['country_code', 's.country_code', true],
  ['country', 's.country_code', true],
  ['external_id', 's.external_id'],
  ['overall_validation', 's.overall_validation'],
];

/**
 * The field filters whose folded value is part of the search index's text (lower(first name, last
 * name, e-mail), migration 037): a session that passes one of them is among the search index's
 * matches of its value, so a rare value's matches can be found there (search-planner.ts) instead
 * of by testing lower(column) row by row, which no index serves under row-level security.
 */
export const SEARCH_TEXT_FIELDS = ['first_name', 'last_name', 'sur_name', 'email'];

/**
 * The sessions list and export. "high" includes very_high (a synthetic identity is at least high
 * risk). The clause order is the one the indexes were measured with (migrations 032, 037, 047).
 */
export const SESSION_FILTER: ListFilterSpec = {
  tenantColumn: 's.company_id',
  columns: [
    { kind: 'search', column: 's.search_text' },
    {
      kind: 'choice',
      params: ['overall_risk_level', 'risk_level'],
      normalise: 'lower',
      column: 's.overall_risk_level',
      choices: {
        all: null,
        ...Object.fromEntries(RISK_LEVELS.map((level) => [level, { bind: level }])),
        high: `s.overall_risk_level IN ('high', 'very_high')`,
      },
      message: localized('error.allOrOneOf', { values: RISK_LEVELS.join(', ') }),
    },
    { kind: 'period', column: 's.created_at' },
    { kind: 'flag', param: 'invalid_ssn', sql: 's.invalid_ssn' },
    { kind: 'flag', param: 'incomplete_address', sql: 's.incomplete_address' },
    { kind: 'flag', param: 'high_risk_or_invalid_ssn', sql: HIGH_RISK_OR_INVALID_SSN },
    { kind: 'uuid', param: 'uuid', column: 's.uuid' },
    // Sessions with an IDV request of one form type (the Students screens): session_idv_forms is this
    // feature's projection of the IDV events (read-models/session-idv-forms.projection.ts).
    {
      kind: 'choice',
      params: ['idv_form'],
      normalise: 'upper',
      choices: Object.fromEntries(FORM_TYPES.map((form) => [form, { bind: form }])),
      clause: (form) =>
        `EXISTS (SELECT 1 FROM session_idv_forms f WHERE f.company_id = $1 AND f.form_type = ${form} AND f.session_uuid = s.uuid)`,
      message: localized('error.oneOf', { values: FORM_TYPES.join(', ') }),
    },
    ...FIELD_FILTERS.map(([param, column, fold]) => ({
      kind: 'text' as const,
      param,
      column,
      fold,
      nullable: true,
    })),
  ],
};

/** Turns the list/export query into SQL with bound parameters; values never reach the SQL text. */
export function sessionFilter(q: SessionQuery, companyId: number, today: string): SessionFilter {
  const { where, params, restrictions, period } = listFilter(SESSION_FILTER, q, companyId, today);
  // Only the period and at most one flag (=1) restrict the rows: the per-day counters answer the total.
  const flagsOn = restrictions.filter((r) => r.kind === 'flag' && r.on).map((r) => r.name);
  const countable = restrictions.every((r) => r.kind === 'period' || (r.kind === 'flag' && r.on));
  const byDay =
    restrictions.length > 0 && countable && flagsOn.length <= 1
      ? { from: period?.from, to: period?.to, column: (flagsOn[0] ?? 'total') as DayColumn }
      : undefined;
  return { where, params, filtered: restrictions.length > 0, byDay };
}
