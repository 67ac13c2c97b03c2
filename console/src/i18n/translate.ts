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

/**
 * A text that says a number of things has a form per plural category of Intl.PluralRules, keyed
 * `<key>.one` and `<key>.other` (the categories English, French, German and Dutch use for whole
 * numbers; French's `many`, for millions, takes `other`). Its plural key is the part before them.
 */
type PluralBase<K extends string, All extends string = K> = K extends `${infer Base}.one`
  ? `${Base}.other` extends All
    ? Base
    : never
  : never;
export type PluralKey = PluralBase<MessageKey>;

/**
 * A translate function bound to one language. A plural key takes the number as `count`, which picks
 * the form by the language's rules ("1 day", "2 days"; "0 jour" and "1 jour" in French).
 */
export type Translate = {
  (key: MessageKey, params?: Params): string;
  (key: PluralKey, params: Params & { count: number }): string;
};

/** Replaces `{name}` parameters; unknown ones stay visible rather than vanish. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const isMessageKey = (key: string): key is MessageKey => key in en;

/** Texts of a loaded language (loadLanguage first); English where a text or the language is missing. */
export function translator(language: Language): Translate {
  const dictionary = loaded[language] ?? en;
  // The plural rules of the language the texts are in: English's until the language has loaded.
  const plurals = new Intl.PluralRules(loaded[language] ? language : 'en');
  // A plural key's form for the count, `other` for a category the dictionaries do not have; a key
  // that is neither (a code made into a key, not in the dictionaries) shows as it is.
  const entryOf = (key: string, count: number): MessageKey | null => {
    if (isMessageKey(key)) return key;
    const form = `${key}.${plurals.select(count)}`;
    const other = `${key}.other`;
    return isMessageKey(form) ? form : isMessageKey(other) ? other : null;
  };
  return (key: MessageKey | PluralKey, params?: Params) => {
    const entry = entryOf(key, Number(params?.count));
    return interpolate(entry ? (dictionary[entry] ?? en[entry]) : key, params);
  };
}
