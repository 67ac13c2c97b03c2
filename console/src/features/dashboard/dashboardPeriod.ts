import { isApiError } from '../../app/apiError';
import { isPeriod, type Period } from '../verifications/urlFilter';
import { DEFAULT_PERIOD } from './dashboardModel';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboard's period as its URL keeps it (`?period=custom&from=…&to=…`), so Back returns to it. */
export interface DashboardPeriod {
  period: Period;
  from: string | null;
  to: string | null;
}

export function periodFromSearch(search: string): DashboardPeriod {
  const q = new URLSearchParams(search);
  const period = q.get('period');
  const day = (name: string) => {
    const value = q.get(name);
    return value && DAY.test(value) ? value : null;
  };
  if (!isPeriod(period)) return { period: DEFAULT_PERIOD, from: null, to: null };
  return period === 'custom'
    ? { period, from: day('from'), to: day('to') }
    : { period, from: null, to: null };
}

/** The query string for a period: empty for the default, the days only for a custom range. */
export function searchOfPeriod({ period, from, to }: DashboardPeriod): string {
  if (period === DEFAULT_PERIOD) return '';
  const q = new URLSearchParams({ period });
  if (period === 'custom') {
    if (from) q.set('from', from);
    if (to) q.set('to', to);
  }
  return `?${q.toString()}`;
}

/** What the server said was wrong with the period ('Must not be in the future', in the reader's language), else the fallback. */
export function statsErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const fieldMessages = error.errors.map((e) => e.message).filter(Boolean);
  if (fieldMessages.length) return [...new Set(fieldMessages)].join(' ');
  return error.message || fallback;
}
