import type { FieldError } from '../domain/domain-error';
import { localizeEnglish } from './english-text';
import type { Language } from './language';
import { render, type Localized } from './translate';

/** An error's text for the reader: its `Localized` form when it has one, else its English text looked up. */
export function errorText(language: Language, english: string, text?: Localized): string {
  return text ? render(language, text) : localizeEnglish(language, english);
}

export function localizeFieldErrors(
  language: Language,
  errors: FieldError[] | undefined,
): FieldError[] | undefined {
  return errors?.map((e) => ({ field: e.field, message: errorText(language, e.message, e.localized) }));
}
