import type { FormState } from './useForm';
import { useT } from '../i18n/I18nProvider';

/** The fields of V that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** A useForm field's translated error, once the field was touched or a submit was tried. */
export function useFieldError<V extends object>(form: FormState<V>, field: keyof V): string | undefined {
  const t = useT();
  const key = form.errorOf(field);
  return key ? t(key) : undefined;
}
