import acceptLanguage from 'accept-language';

/** The languages the product speaks (the console offers the same four). English is the fallback. */
export const LANGUAGES = ['en', 'fr', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// One parser instance of our own: the module's default instance is shared global state.
const parser = acceptLanguage.create();
parser.languages([...LANGUAGES]);

/**
 * The best of our languages for an `Accept-Language` header ('fr-CH, fr;q=0.9' → 'fr'), English when
 * the header is missing or names none of them. accept-language handles quality values and regions.
 */
export function languageFromHeader(header: string | string[] | null | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LANGUAGE;
  const picked = parser.get(text.slice(0, 512));
  return isLanguage(picked) ? picked : DEFAULT_LANGUAGE;
}
