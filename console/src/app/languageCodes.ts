/**
 * The languages the console speaks, without their dictionaries: the capture page's entry reads the
 * applicant's language before the page's code (and its translations) has arrived (docs/performance.md).
 */
export const LANGUAGE_CODES = ['en', 'fr', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
