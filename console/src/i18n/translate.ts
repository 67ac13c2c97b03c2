import { de } from './de';
import { en, type Dictionary, type MessageKey } from './en';
import { fr } from './fr';
import { isLanguage, type Language } from '../app/languageCodes';
import { nl } from './nl';

export { isLanguage, type Language };

export const languages: readonly { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'nl', label: 'Nederlands' },
];

export const dictionaries: Record<Language, Dictionary> = { en, fr, de, nl };

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

export function translator(language: Language): Translate {
  const dictionary = dictionaries[language] ?? en;
  return (key, params) => interpolate(dictionary[key] ?? en[key] ?? key, params);
}
