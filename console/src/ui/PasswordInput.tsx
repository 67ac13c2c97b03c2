import { Button, InputGroup, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useT } from '../i18n/I18nProvider';

interface Props {
  id: string;
  name: string;
  value: string;
  error?: boolean;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** Password field with a show/hide toggle. */
export function PasswordInput({ id, name, value, error, autoComplete, disabled, onChange, onBlur }: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('auth.hidePassword') : t('auth.showPassword');
  return (
    <InputGroup
      id={id}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      autoComplete={autoComplete}
      intent={error ? 'danger' : 'none'}
      disabled={disabled}
      leftIcon="lock"
      onValueChange={onChange}
      onBlur={onBlur}
      rightElement={
        <Tooltip content={label} compact>
          <Button
            variant="minimal"
            icon={visible ? 'eye-off' : 'eye-open'}
            aria-label={label}
            onClick={() => setVisible(!visible)}
          />
        </Tooltip>
      }
    />
  );
}
