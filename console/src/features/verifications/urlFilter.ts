import { isRiskFilter, type RiskFilter } from './status';

/** Query keys the list screen sets itself; every other key of the URL is a filter (spec: "any URL query field"). */
const OWN_KEYS = new Set([
  'page',
  'limit',
  'sort',
  'order',
  'search',
  'overall_risk_level',
  'risk_level',
  'after',
  'form',
]);
const PERIOD_KEYS = ['custom_date', 'date[filter]', 'date[fromDate]', 'date[toDate]'];

export type FilterPart =
  | { kind: 'period'; period: string; from?: string; to?: string }
  | { kind: 'invalidSsn' }
  | { kind: 'incompleteAddress' }
  | { kind: 'highRiskOrInvalidSsn' }
  | { kind: 'allForms' }
  | { kind: 'field'; field: string; value: string };

export interface UrlFilter {
  /** Sent to the server as-is. */
  params: Record<string, string>;
  /** What the active-filter chip says, one part per filter; empty when the URL has none. */
  parts: FilterPart[];
}

/**
 * The filter carried by `/verifications?{field}={value}`; the dashboard passes custom_date (with
 * date[fromDate] / date[toDate] for a custom range), invalid_ssn=1 and incomplete_address=1.
 */
export function urlFilterOf(search: string): UrlFilter {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const params: Record<string, string> = {};
  for (const [key, value] of query) if (!OWN_KEYS.has(key) && value !== '') params[key] = value;
  const parts: FilterPart[] = [];
  const period = params.custom_date ?? params['date[filter]'];
  if (period) {
    const from = params['date[fromDate]'];
    const to = params['date[toDate]'];
    parts.push(
      period === 'custom' && from && to ? { kind: 'period', period, from, to } : { kind: 'period', period },
    );
  }
  for (const [key, value] of Object.entries(params)) {
    if (PERIOD_KEYS.includes(key)) continue;
    if (key === 'invalid_ssn' && value === '1') parts.push({ kind: 'invalidSsn' });
    else if (key === 'incomplete_address' && value === '1') parts.push({ kind: 'incompleteAddress' });
    else if (key === 'high_risk_or_invalid_ssn' && value === '1')
      parts.push({ kind: 'highRiskOrInvalidSsn' });
    else if (key === 'form_type' && value.toLowerCase() === 'all') parts.push({ kind: 'allForms' });
    else parts.push({ kind: 'field', field: key, value });
  }
  return { params, parts };
}

/**
 * The URL with one of the list's own parameters set (or removed when `value` is undefined) and the
 * page dropped: a changed filter starts at page 1, and the URL stays the one place the filter lives,
 * so the chip and the selects read the same thing.
 */
export function withParam(location: string, search: string, key: string, value: string | undefined): string {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (key === 'overall_risk_level') query.delete('risk_level');
  query.delete('page');
  if (value === undefined) query.delete(key);
  else query.set(key, value);
  const text = query.toString();
  return text ? `${location}?${text}` : location;
}

/** The Risk Level select's value: a link may carry it as overall_risk_level (or risk_level). */
export function riskOf(search: string): RiskFilter {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const value = (query.get('overall_risk_level') ?? query.get('risk_level') ?? '').toLowerCase();
  return isRiskFilter(value) ? value : 'all';
}

const PERIODS = ['yesterday', 'last_7_days', 'last_30_days', 'this_month', 'last_month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}
