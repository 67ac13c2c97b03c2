import type { Language } from './language';

const formats = new Map<string, Intl.NumberFormat>();

/** A number with exactly `digits` decimals in the reader's language ('52.2' in English, '52,2' in fr/de/nl). */
export function formatDecimal(language: Language, value: number, digits: number): string {
  if (!Number.isFinite(value)) return '--';
  const key = `${language}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format.format(value);
}
