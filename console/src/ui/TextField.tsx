import { InputGroup } from '@blueprintjs/core';
import type { FormState } from './useForm';
import { type TextKey, useFieldError } from './boundField';
import { FormField } from './FormField';

interface Props<V extends object> {
  form: FormState<V>;
  field: TextKey<V>;
  label: string;
  /** Defaults to the field's name. */
  id?: string;
  type?: 'text' | 'email' | 'url';
  /** Shown under the field while it has no error. */
  helper?: string;
  placeholder?: string;
  autoComplete?: 'off';
  autoFocus?: boolean;
  disabled?: boolean;
  /** The server's word on this field, shown when the form's own validation has nothing to say. */
  serverError?: string;
  /** Called on every edit, after the value is set (e.g. to clear serverError). */
  onEdit?: () => void;
}

/** A labelled text row bound to one useForm field, its error shown once the field was touched. */
export function TextField<V extends object>({
  form,
  field,
  label,
  id,
  type = 'text',
  helper,
  placeholder,
  autoComplete,
  autoFocus,
  disabled,
  serverError,
  onEdit,
}: Props<V>) {
  const error = useFieldError(form, field) ?? serverError;
  const name = String(field);
  return (
    <FormField label={label} labelFor={id ?? name} error={error} helper={helper}>
      <InputGroup
        id={id ?? name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={form.values[field] as string}
        disabled={disabled}
        intent={error ? 'danger' : 'none'}
        onValueChange={(v) => {
          form.set(field, v as V[TextKey<V>]);
          onEdit?.();
        }}
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );
}
