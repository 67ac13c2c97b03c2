import { ValidationError } from '../../shared/domain/domain-error';
import { likePattern } from '../../shared/http/paging';
import { FORM_TYPES } from '../../idv/idv.events';
import { instantRange, resolvePeriod } from '../../shared/period/reporting-period';

export type SessionQuery = Record<string, unknown>;

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

const RISK_LEVELS = ['low', 'medium', 'high', 'very_high', 'inconclusive', 'exact'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{field}={value}` filters the list accepts from the URL (spec: "any URL query field"), by column. */
const FIELD_FILTERS: Record<string, { column: string; fold?: boolean }> = {
  first_name: { column: 's.first_name', fold: true },
  last_name: { column: 's.last_name', fold: true },
  sur_name: { column: 's.last_name', fold: true },
  email: { column: 's.email', fold: true },
  csug_email: { column: 's.csug_email', fold: true },
  phone: { column: 's.phone' },
  phone_number: { column: 's.phone' },
  city: { column: 's.city', fold: true },
  state: { column: 's.state', fold: true },
  zip: { column: 's.zip' },
  postal_code: { column: 's.zip' },
  country_code: { column: 's.country_code', fold: true },
  country: { column: 's.country_code', fold: true },
  external_id: { column: 's.external_id' },
  overall_validation: { column: 's.overall_validation' },
};

/** Fastify's query parser keeps `date[filter]` as a flat key; a nested `date.filter` is read too. */
function nested(q: SessionQuery, group: string, key: string): string | undefined {
  const flat = q[`${group}[${key}]`];
  const inner = (q[group] as Record<string, unknown> | undefined)?.[key];
  const value = flat ?? inner;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function text(q: SessionQuery, key: string): string | undefined {
  const value = q[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function flag(q: SessionQuery, key: string): boolean | undefined {
  const value = text(q, key);
  if (value === undefined) return undefined;
  if (['1', 'true'].includes(value)) return true;
  if (['0', 'false'].includes(value)) return false;
  throw new ValidationError([{ field: key, message: 'Must be 1 or 0' }]);
}

/**
 * Turns the list/export query into SQL with bound parameters; values never reach the SQL text.
 * "high" includes very_high (a synthetic identity is at least high risk). Unknown query keys are
 * ignored, as the console forwards its own URL parameters.
 */
export function sessionFilter(q: SessionQuery, companyId: number, today: string): SessionFilter {
  const params: unknown[] = [companyId];
  const clauses: string[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const search = text(q, 'search')?.slice(0, 200);
  if (search) clauses.push(`s.search_text LIKE ${bind(likePattern(search.toLowerCase()))}`);
  const risk = (text(q, 'overall_risk_level') ?? text(q, 'risk_level'))?.toLowerCase();
  if (risk && risk !== 'all') {
    if (!RISK_LEVELS.includes(risk))
      throw new ValidationError([
        { field: 'overall_risk_level', message: `Must be all or one of ${RISK_LEVELS.join(', ')}` },
      ]);
    clauses.push(
      risk === 'high'
        ? `s.overall_risk_level IN ('high', 'very_high')`
        : `s.overall_risk_level = ${bind(risk)}`,
    );
  }
  const period = nested(q, 'date', 'filter') ?? text(q, 'custom_date');
  const days = period
    ? resolvePeriod(period, { from: nested(q, 'date', 'fromDate'), to: nested(q, 'date', 'toDate') }, today)
    : undefined;
  if (days) {
    const range = instantRange(days);
    clauses.push(
      `s.created_at >= ${bind(range.start)}::timestamptz AND s.created_at < ${bind(range.end)}::timestamptz`,
    );
  }
  const flags: Array<'invalid_ssn' | 'incomplete_address' | 'high_risk_or_invalid_ssn'> = [];
  for (const key of ['invalid_ssn', 'incomplete_address'] as const) {
    const value = flag(q, key);
    if (value !== undefined) clauses.push(value ? `s.${key}` : `NOT s.${key}`);
    if (value) flags.push(key);
  }
  const highRiskOrInvalidSsn = flag(q, 'high_risk_or_invalid_ssn');
  if (highRiskOrInvalidSsn !== undefined)
    clauses.push(highRiskOrInvalidSsn ? HIGH_RISK_OR_INVALID_SSN : `NOT ${HIGH_RISK_OR_INVALID_SSN}`);
  if (highRiskOrInvalidSsn) flags.push('high_risk_or_invalid_ssn');
  const uuid = text(q, 'uuid');
  if (uuid) clauses.push(UUID.test(uuid) ? `s.uuid = ${bind(uuid.toLowerCase())}::uuid` : 'false');
  // Sessions with an IDV request of one form type (the Students screens): session_idv_forms is this
  // feature's projection of the IDV events (read-models/session-idv-forms.projection.ts).
  const idvForm = text(q, 'idv_form')?.toUpperCase();
  if (idvForm) {
    if (!(FORM_TYPES as readonly string[]).includes(idvForm))
      throw new ValidationError([{ field: 'idv_form', message: `Must be one of ${FORM_TYPES.join(', ')}` }]);
    clauses.push(
      `EXISTS (SELECT 1 FROM session_idv_forms f WHERE f.company_id = $1 AND f.form_type = ${bind(idvForm)} AND f.session_uuid = s.uuid)`,
    );
  }
  for (const [key, { column, fold }] of Object.entries(FIELD_FILTERS)) {
    const value = text(q, key);
    if (value === undefined) continue;
    if (value === 'null') clauses.push(`${column} IS NULL`);
    else clauses.push(fold ? `lower(${column}) = lower(${bind(value)})` : `${column} = ${bind(value)}`);
  }
  // Only the period and at most one flag (=1) restrict the rows: the per-day counters answer the total.
  const byDay =
    clauses.length > 0 && clauses.length === (days ? 1 : 0) + flags.length && flags.length <= 1
      ? { from: days?.from, to: days?.to, column: flags[0] ?? ('total' as const) }
      : undefined;
  return {
    where: ['s.company_id = $1', ...clauses].join(' AND '),
    params,
    filtered: clauses.length > 0,
    byDay,
  };
}
