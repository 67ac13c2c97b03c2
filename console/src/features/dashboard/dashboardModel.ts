import type { components } from '../../app/generated/openapi';
import type { MessageKey } from '../../i18n/en';
import type { Period } from '../verifications/urlFilter';

/** Spec §2/§9 period options, in order; this_month is the default. */
export const PERIOD_OPTIONS: readonly { value: Period; label: MessageKey }[] = [
  { value: 'yesterday', label: 'period.yesterday' },
  { value: 'last_7_days', label: 'period.last7' },
  { value: 'last_30_days', label: 'period.last30' },
  { value: 'this_month', label: 'period.thisMonth' },
  { value: 'last_month', label: 'period.lastMonth' },
  { value: 'custom', label: 'period.custom' },
];
export const DEFAULT_PERIOD: Period = 'this_month';

/** Spec §9: the cards appear after 1 s. */
export const CARDS_DELAY_MS = 1000;

/** The server's StatsRequest ({type: 'FILTER', filter: {filterType, start_date?, end_date?}}). */
export type StatsRequest = components['schemas']['StatsRequest'];

/**
 * The stats request for a period, or null while a custom range is incomplete (spec: "reloads only
 * once a date is picked"). A range typed backwards is sent in order.
 */
export function statsRequest(period: Period, from: string | null, to: string | null): StatsRequest | null {
  if (period !== 'custom') return { type: 'FILTER', filter: { filterType: period } };
  if (!from || !to) return null;
  const [start, end] = from <= to ? [from, to] : [to, from];
  return { type: 'FILTER', filter: { filterType: 'custom', start_date: start, end_date: end } };
}

/** The dashboard's counts (generated: DashboardStatsResponse). */
export type DashboardStats = components['schemas']['DashboardStatsResponse'];

export interface DataCard {
  id: 'total' | 'highRiskOrInvalidSsn' | 'incompleteAddress';
  label: MessageKey;
  value: number;
  href: string;
  tone: 'primary' | 'danger' | 'warning';
}

/** The data-verification cards' names and tones, in their order (also shown while their counts load). */
export const DATA_CARD_FACES = {
  total: { label: 'dashboard.totalCompleted', tone: 'primary' },
  highRiskOrInvalidSsn: { label: 'dashboard.invalidSsn', tone: 'danger' },
  incompleteAddress: { label: 'dashboard.incompleteAddress', tone: 'warning' },
} as const satisfies Record<DataCard['id'], Pick<DataCard, 'label' | 'tone'>>;

/** The data-verification cards and where each leads (the list filtered to the same rows). */
export function dataCards(stats: DashboardStats, request: StatsRequest): DataCard[] {
  const { filterType, start_date, end_date } = request.filter;
  const period = new URLSearchParams({ custom_date: filterType });
  if (filterType === 'custom' && start_date && end_date) {
    period.set('date[fromDate]', start_date);
    period.set('date[toDate]', end_date);
  }
  const withPeriod = (extra: Record<string, string>) => {
    const q = new URLSearchParams(extra);
    for (const [k, v] of period) q.set(k, v);
    return `/verifications?${q.toString()}`;
  };
  return [
    {
      id: 'total',
      ...DATA_CARD_FACES.total,
      value: stats.total_ekyc,
      href: `/verifications?${period.toString()}`,
    },
    // Its title promises high-risk sessions too: it counts, and opens, sessions that are high or very
    // high risk (a confirmed watchlist match included) or lack a valid SSN.
    {
      id: 'highRiskOrInvalidSsn',
      ...DATA_CARD_FACES.highRiskOrInvalidSsn,
      value: stats.total_high_risk_or_invalid_ssn,
      href: withPeriod({ high_risk_or_invalid_ssn: '1' }),
    },
    {
      id: 'incompleteAddress',
      ...DATA_CARD_FACES.incompleteAddress,
      value: stats.total_incomplete_address,
      href: withPeriod({ incomplete_address: '1' }),
    },
  ];
}
