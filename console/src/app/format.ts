const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short month names of the console's language (set by I18nProvider): 'janv.', 'Mär', 'mrt'. */
let months = MONTHS;
const monthsByLanguage = new Map<string, string[]>([['en', MONTHS]]);
/** Byte units: French writes octets (o, Ko, Mo, Go). */
const BYTE_UNITS: Record<string, string[]> = { fr: ['o', 'Ko', 'Mo', 'Go'] };
let byteUnits = ['B', 'KB', 'MB', 'GB'];
export function setFormatLanguage(language: string): void {
  byteUnits = BYTE_UNITS[language] ?? ['B', 'KB', 'MB', 'GB'];
  let names = monthsByLanguage.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    names = MONTHS.map((_, m) => format.format(Date.UTC(2000, m, 15)));
    monthsByLanguage.set(language, names);
  }
  months = names;
}

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

/** Spec §9 'DD MMM YYYY hh:mm A' (month in the console's language), in the browser's time zone; '--' when missing or unreadable. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  const hours = d.getHours() % 12 || 12;
  const meridiem = d.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(d.getDate())} ${months[d.getMonth()]} ${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())} ${meridiem}`;
}

/** Spec §9 export file name timestamp 'YYYY-MM-DD-HH-mm-ss' (local time). */
export function exportTimestamp(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}-${pad(d.getMinutes())}-${pad(d.getSeconds())}`;
}

/** A calendar day 'yyyy-MM-dd' (the date pickers' format), local time. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Spec §9: a 0–1 score as a percent with one decimal ('87.5%'). */
export function formatScorePercent(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return EMPTY_VALUE;
  return `${(Math.round(score * 1000) / 10).toFixed(1)}%`;
}

/** Byte counts for progress texts: 512 B, 1.5 KB, 12.3 MB. */
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
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Thousands separators for counts, independent of the machine's locale. */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
