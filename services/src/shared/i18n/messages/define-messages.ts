import type { Language } from '../language';

/**
 * One area's texts in every language, side by side. English fixes the keys; the other languages must
 * have exactly those keys (TypeScript refuses a missing or extra key; i18n.spec.ts checks the
 * parameters). Texts use `{name}` parameters.
 */
export type AreaMessages<K extends string> = Record<Language, Record<K, string>>;

export function defineMessages<K extends string>(
  en: Record<K, string>,
  others: Record<Exclude<Language, 'en'>, NoInfer<Record<K, string>>>,
): AreaMessages<K> {
  return { en, ...others };
}
