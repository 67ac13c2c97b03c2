import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  /** The translated error; shown under the control in the danger colour. */
  error?: string;
  helper?: string;
  labelFor: string;
  children: ReactNode;
}

/** Label + control + helper/error, the one form row used everywhere. */
export function FormField({ label, error, helper, labelFor, children }: Props) {
  return (
    <FormGroup
      label={label}
      labelFor={labelFor}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? helper}
    >
      {children}
    </FormGroup>
  );
}
