import type { FieldError } from '../domain/domain-error';
import type { Language } from './language';
import { render } from './translate';

/** Field errors as the answer carries them: `{field, message}` with the message in the reader's language. */
export function renderFieldErrors(
  language: Language,
  errors: readonly FieldError[] | undefined,
): { field: string; message: string }[] | undefined {
  return errors?.map((e) => ({ field: e.field, message: render(language, e.message) }));
}
