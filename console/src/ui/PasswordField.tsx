import type { FormState } from './useForm';
import { type TextKey, useFieldError } from './boundField';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

interface Props<V extends object> {
  form: FormState<V>;
  field: TextKey<V>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Defaults to the field's name. */
  id?: string;
  helper?: string;
  disabled?: boolean;
}

/** A labelled password row bound to one useForm field, its error shown once the field was touched. */
export function PasswordField<V extends object>({
  form,
  field,
  label,
  autoComplete,
  id,
  helper,
  disabled,
}: Props<V>) {
  const error = useFieldError(form, field);
  const name = String(field);
  return (
    <FormField label={label} labelFor={id ?? name} error={error} helper={helper}>
      <PasswordInput
        id={id ?? name}
        name={name}
        autoComplete={autoComplete}
        value={form.values[field] as string}
        error={Boolean(error)}
        disabled={disabled}
        onChange={(v) => form.set(field, v as V[TextKey<V>])}
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );
}
