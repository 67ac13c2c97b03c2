import { StorageKeys, readString } from './storage';
import { isLanguage, type Language } from './languageCodes';

/** The browser's first preferred language that we speak ('fr-BE' → 'fr'), if any. */
function browserLanguage(): Language | null {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = String(tag ?? '')
      .toLowerCase()
      .split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language in use: the one chosen in the console (kept in localStorage), else the browser's,
 * else English. API calls send it as Accept-Language so server texts match the screen.
 */
export function currentLanguage(): Language {
  const stored = readString(StorageKeys.language);
  return isLanguage(stored) ? stored : (browserLanguage() ?? 'en');
}
