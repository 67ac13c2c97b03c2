import type { Language } from './language';

const monthCache = new Map<Language, string[]>();

/** Short month names from the runtime's ICU data ('Jan', 'janv.', 'Jan.', 'jan'). */
function months(language: Language): string[] {
  let names = monthCache.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2000, m, 15)));
    monthCache.set(language, names);
  }
  return names;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A time in the console's format (spec section 9, 'DD MMM YYYY hh:mm A'; a 24-hour clock in fr, de
 * and nl) with the month in the reader's language, in UTC and saying so: server texts (history lines, PDFs) have no reader's time
 * zone. Anything that is not a time is shown as it is ('--' when empty).
 */
export function formatDateTime(language: Language, value: Date | string | number | null | undefined): string {
  const at = toDate(value);
  if (!at) return value ? String(value) : '--';
  const day = `${pad(at.getUTCDate())} ${months(language)[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  // English keeps the spec's 12-hour clock; French, German and Dutch read a 24-hour one (issue 33).
  if (language !== 'en') return `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
  const hours = at.getUTCHours() % 12 || 12;
  return `${day} ${pad(hours)}:${pad(at.getUTCMinutes())} ${at.getUTCHours() < 12 ? 'AM' : 'PM'} UTC`;
}

/** A calendar day ('YYYY-MM-DD' or a time) as 'DD MMM YYYY'. */
export function formatDate(language: Language, value: Date | string | null | undefined): string {
  const at = toDate(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value,
  );
  if (!at) return value ? String(value) : '--';
  return `${pad(at.getUTCDate())} ${months(language)[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
