import { useCallback, useMemo, useState } from 'react';
import type { MessageKey } from '../i18n/en';

type Validate<V> = (values: V) => Partial<Record<keyof V, MessageKey>>;

/**
 * Small form state: values, per-field errors shown once a field was blurred or a submit was tried,
 * and `submit` which runs the handler only when the validation passes.
 */
export function useForm<V extends object>(initial: V, validate: Validate<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errorOf = useCallback(
    (field: keyof V): MessageKey | undefined => (submitted || touched[field] ? allErrors[field] : undefined),
    [allErrors, submitted, touched],
  );
  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value })),
    [],
  );
  const blur = useCallback((field: keyof V) => setTouched((t) => ({ ...t, [field]: true })), []);
  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
    },
    [initial],
  );
  const submit = useCallback(
    (handler: (values: V) => void) => (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      setSubmitted(true);
      if (Object.values(validate(values)).some(Boolean)) return;
      handler(values);
    },
    [validate, values],
  );
  return { values, set, blur, errorOf, submit, reset };
}

/** What useForm hands out, for components bound to one of its fields. */
export type FormState<V extends object> = ReturnType<typeof useForm<V>>;
