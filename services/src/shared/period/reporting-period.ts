import { FieldError, ValidationError } from '../domain/domain-error';
import { localized } from '../i18n';

export const PERIODS = [
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type PeriodFilter = (typeof PERIODS)[number];

/** Inclusive UTC calendar days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function shift(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isCalendarDay(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/**
 * The dashboard's and the list's periods, in UTC days (the day counters are kept per UTC day, so the
 * list and the cards agree). "Last 7 days" is the 7 days ending today, today included.
 */
export function resolvePeriod(
  filter: string,
  custom: { from?: string; to?: string },
  today: string,
  field = 'date',
): DayRange {
  switch (filter) {
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'last_7_days':
      return { from: shift(today, -6), to: today };
    case 'last_30_days':
      return { from: shift(today, -29), to: today };
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_month': {
      const lastDay = shift(`${today.slice(0, 7)}-01`, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'custom':
      return customRange(custom, today, field);
    default:
      throw new ValidationError([
        { field: `${field}.filter`, message: localized('error.oneOf', { values: PERIODS.join(', ') }) },
      ]);
  }
}

function customRange({ from, to }: { from?: string; to?: string }, today: string, field: string): DayRange {
  const errors: FieldError[] = [];
  for (const [name, value] of [
    ['fromDate', from],
    ['toDate', to],
  ] as const) {
    if (!value || !isCalendarDay(value))
      errors.push({ field: `${field}.${name}`, message: localized('error.dateYmd') });
    else if (value > today)
      errors.push({ field: `${field}.${name}`, message: localized('error.notInFuture') });
  }
  if (!errors.length && from! > to!)
    errors.push({ field: `${field}.fromDate`, message: localized('error.notAfterEnd') });
  if (errors.length) throw new ValidationError(errors);
  return { from: from!, to: to! };
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The half-open instant range of a day range, for timestamptz comparisons. */
export function instantRange(range: DayRange): { start: string; end: string } {
  return { start: `${range.from}T00:00:00Z`, end: `${shift(range.to, 1)}T00:00:00Z` };
}
