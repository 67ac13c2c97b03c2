/**
 * Every date, time and number the console shows, in the console's language (set by I18nProvider), with
 * the browser's Intl: English keeps the spec's formats (§9: 'DD MMM YYYY hh:mm A', the IDV completed
 * time 'YYYY-MM-DD hh:mm am/pm', decimal points); French, German and Dutch read a 24-hour clock, their
 * own date order and decimal commas ('05 mars 2025 09:07', '09.01.2025 09:07', '52,2', '0,769').
 */
let language = 'en';
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(`${language}|${key}`);
  if (!format) {
    format = make();
    cache.set(`${language}|${key}`, format);
  }
  return format as T;
}

/** Byte units: French writes octets (o, Ko, Mo, Go). */
const BYTE_UNITS: Record<string, string[]> = { fr: ['o', 'Ko', 'Mo', 'Go'] };
let byteUnits = ['B', 'KB', 'MB', 'GB'];

export function setFormatLanguage(next: string): void {
  language = next;
  byteUnits = BYTE_UNITS[next] ?? ['B', 'KB', 'MB', 'GB'];
}

/** The language formats are written in (for a test or a component that must say it). */
export const formatLanguage = (): string => language;

/** Shown where a date or value is missing. */
export const EMPTY_VALUE = '--';

/** The value, or EMPTY_VALUE when there is none (an empty cell reads as a rendering fault). */
export const orEmptyValue = (value: string | null | undefined): string => value || EMPTY_VALUE;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'hh:mm AM' in English (spec §9), a 24-hour 'HH:mm' in the other languages. */
function clock(d: Date, meridiem: (pm: boolean) => string): string {
  if (language === 'en')
    return `${pad(d.getHours() % 12 || 12)}:${pad(d.getMinutes())} ${meridiem(d.getHours() >= 12)}`;
  const time = cached(
    'time',
    () => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  return time.format(d);
}

/** 'DD MMM YYYY' with the language's short month and its own punctuation ('05. März 2025'). */
function dayMonthYear(d: Date): string {
  const parts = cached(
    'dmy',
    () => new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric' }),
  ).formatToParts(d);
  return parts.map((p) => p.value).join('');
}

/** Dates and times everywhere in the console: '05 Jan 2025 01:07 PM', '05 janv. 2025 13:07'; '--' when missing. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  if (language === 'en') {
    const month = cached('month', () => new Intl.DateTimeFormat('en', { month: 'short' })).format(d);
    return `${pad(d.getDate())} ${month} ${d.getFullYear()} ${clock(d, (pm) => (pm ? 'PM' : 'AM'))}`;
  }
  return `${dayMonthYear(d)} ${clock(d, () => '')}`;
}

/** Spec §9 IDV completed time 'YYYY-MM-DD hh:mm am/pm' in English; the language's numeric date and 24-hour clock otherwise. */
export function formatCompletedAt(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  if (language === 'en')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${clock(d, (pm) => (pm ? 'pm' : 'am'))}`;
  const day = cached(
    'numericDay',
    () => new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  );
  return `${day.format(d)} ${clock(d, () => '')}`;
}

/** Spec §9 export file name timestamp 'YYYY-MM-DD-HH-mm-ss' (local time; a file name, not a text). */
export function exportTimestamp(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}-${pad(d.getMinutes())}-${pad(d.getSeconds())}`;
}

/** A calendar day 'yyyy-MM-dd' (the date pickers' format), local time. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A number with exactly `digits` decimals in the language ('52.2', '52,2'; '0.769', '0,769'). */
export function formatDecimal(n: number, digits: number): string {
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return cached(
    `decimal${digits}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      }),
  ).format(n);
}

/** A number as written, with the language's decimal sign (a threshold 0.6 → '0,6'). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return cached(
    'number',
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 6, useGrouping: false }),
  ).format(n);
}

/** A signed factor ('+0.000', '−0.150'; '−0,150' in French). */
export function formatSigned(n: number, digits: number): string {
  const text = formatDecimal(Math.abs(n), digits);
  return n < 0 ? `−${text}` : `+${text}`;
}

/** Spec §9: a 0–1 score as a percent with one decimal ('87.5%', '87,5 %'). */
export function formatScorePercent(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return EMPTY_VALUE;
  return cached(
    'percent1',
    () =>
      new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  ).format(Math.round(score * 1000) / 1000);
}

/** Byte counts for progress texts: 512 B, 1.5 KB, 12.3 MB (1,5 Ko in French). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return EMPTY_VALUE;
  if (bytes < 1024) return `${bytes} ${byteUnits[0]}`;
  const units = byteUnits.slice(1);
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatDecimal(value, 1)} ${units[unit]}`;
}

/** Whole counts with the language's thousands separator ('1,234,567', '1.234.567'). */
export function formatCount(n: number): string {
  return cached('count', () => new Intl.NumberFormat(language, { maximumFractionDigits: 0 })).format(
    Math.trunc(n),
  );
}
