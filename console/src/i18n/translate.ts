import { en, type Dictionary, type MessageKey } from './en';
import { isLanguage, type Language } from '../app/languageCodes';

export { isLanguage, type Language };

export const languages: readonly { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'nl', label: 'Nederlands' },
];

/**
 * English is in every entry (the reference and the fallback of a missing text); each other language
 * is a chunk of its own, fetched when it is the one in use or is chosen: every entry carried the
 * four dictionaries of every feature before (docs/performance.md, "the split").
 */
const loaded: Partial<Record<Language, Dictionary>> = { en };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  nl: () => import('./nl').then((m) => m.nl),
};

/** Fetches a language's dictionary once; the console renders in a language only after this. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  loaded[language] = await loaders[language]();
}

/** Dictionaries an entry already holds (the capture page bundles its four). */
export function registerDictionaries(dictionaries: Partial<Record<Language, Dictionary>>): void {
  Object.assign(loaded, dictionaries);
}

export type Params = Record<string, string | number>;

/** A translate function bound to one language. */
export type Translate = (key: MessageKey, params?: Params) => string;

/** Replaces `{name}` parameters; unknown ones stay visible rather than vanish. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Texts of a loaded language (loadLanguage first); English where a text or the language is missing. */
export function translator(language: Language): Translate {
  const dictionary = loaded[language] ?? en;
  return (key, params) => interpolate(dictionary[key] ?? en[key] ?? key, params);
}
