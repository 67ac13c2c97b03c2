import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button, FormField, FormWarning, InputGroup } from '../../../ui';
import type { TotpEnrolment } from './mfaApi';
import { codeProblem } from './mfaModel';
import './mfa.css';

interface Props {
  enrolment: TotpEnrolment;
  busy: boolean;
  /** The server's refusal of the last code, in the reader's language. */
  warning: string | null;
  onConfirm: (code: string, label: string) => void;
  onCancel?: () => void;
}

/** A new authenticator app: the QR code (rendered by the server), the key to type instead, the first code. */
export function TotpSetup({ enrolment, busy, warning, onConfirm, onCancel }: Props) {
  const t = useT();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? codeProblem(code) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!codeProblem(code)) onConfirm(code.replace(/\s/g, ''), label.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <FormWarning message={warning} />
      <p>{t('mfa.scanQr')}</p>
      <img className="mfa-qr" src={enrolment.qr_code} alt={t('mfa.qrAlt')} width={184} height={184} />
      <FormField label={t('mfa.manualKey')} labelFor="mfa-secret">
        <InputGroup
          id="mfa-secret"
          readOnly
          className="mfa-secret"
          value={enrolment.secret}
          onFocus={(e) => e.currentTarget.select()}
        />
      </FormField>
      <FormField label={t('mfa.code')} labelFor="mfa-setup-code" error={problem ? t(problem) : undefined}>
        <InputGroup
          id="mfa-setup-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          intent={problem ? 'danger' : 'none'}
          onValueChange={setCode}
          onBlur={() => setTouched(true)}
          autoFocus
        />
      </FormField>
      <FormField label={t('mfa.label')} labelFor="mfa-setup-label">
        <InputGroup
          id="mfa-setup-label"
          value={label}
          maxLength={60}
          placeholder={t('mfa.labelPlaceholder')}
          onValueChange={setLabel}
        />
      </FormField>
      <div className="mfa-actions">
        {onCancel ? <Button text={t('common.cancel')} onClick={onCancel} /> : null}
        <Button type="submit" intent="primary" text={t('mfa.confirm')} loading={busy} />
      </div>
    </form>
  );
}
