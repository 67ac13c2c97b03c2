import type { MessageKey } from '../../i18n/en';

const PERIOD_LABELS: Record<string, MessageKey> = {
  yesterday: 'period.yesterday',
  last_7_days: 'period.last7',
  last_30_days: 'period.last30',
  this_month: 'period.thisMonth',
  last_month: 'period.lastMonth',
  custom: 'period.custom',
};

/** The label of a dashboard period value (spec §9 filters), or null for an unknown value. */
export function periodLabel(period: string): MessageKey | null {
  return PERIOD_LABELS[period] ?? null;
}
