import { CATALOGUE, type MessageKey } from './messages';
import { DEFAULT_LANGUAGE, type Language } from './language';

/**
 * A text to be rendered later, in the reader's language: a key and its parameters. Every text the
 * server writes for a person is one of these from where it is made (errors, field errors, success
 * messages, stored import errors); it becomes words only when answered, in the request's language.
 */
export interface Localized {
  readonly key: MessageKey;
  readonly params?: Params;
}

/** A number written with the reader's digit grouping ('1,000,000', '1 000 000', '1.000.000'). */
export interface GroupedNumber {
  readonly grouped: number;
}

/**
 * Parameter values: strings and numbers as they are (a line number stays '1234'), a `Localized`
 * rendered in the same language first, a `GroupedNumber` with the language's grouping.
 */
export type Params = Readonly<Record<string, string | number | Localized | GroupedNumber>>;

export type Translate = (key: MessageKey, params?: Params) => string;

export const localized = (key: MessageKey, params?: Params): Localized =>
  params ? { key, params } : { key };

export const grouped = (value: number): GroupedNumber => ({ grouped: value });

export function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';
}

/** `{name}` parameters replaced; an unknown one stays visible rather than vanishing. */
function interpolate(language: Language, template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    if (isLocalized(value)) return render(language, value);
    if (value && typeof value === 'object' && typeof value.grouped === 'number')
      return new Intl.NumberFormat(language).format(value.grouped);
    return String(value);
  });
}

/** The text of `key` in `language` (English if that language lacks it, the key itself if nobody has it). */
export function translate(language: Language, key: MessageKey, params?: Params): string {
  const template = CATALOGUE[language]?.[key] ?? CATALOGUE[DEFAULT_LANGUAGE][key] ?? key;
  return interpolate(language, template, params);
}

/** A translate function bound to one language: `const t = translator(lang); t('idv.history.requested', {...})`. */
export function translator(language: Language): Translate {
  return (key, params) => translate(language, key, params);
}

export function render(language: Language, text: Localized): string {
  return translate(language, text.key, text.params);
}

/** For keys built at run time (`reasonCode.${code}`): true when the catalogue has it. */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(CATALOGUE[DEFAULT_LANGUAGE], key);
}

/** The text for a run-time key, or `fallback` when the catalogue does not know it. */
export function translateIfKnown(language: Language, key: string, fallback: string, params?: Params): string {
  return hasMessage(key) ? translate(language, key, params) : fallback;
}
