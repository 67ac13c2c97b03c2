import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../app/apiError';
import type { LoginData } from '../../../app/authTypes';
import { useT } from '../../../i18n/I18nProvider';
import { Button, FormField, FormWarning, InputGroup } from '../../../ui';
import {
  useMfaPasskeyMutation,
  useMfaPasskeyOptionsMutation,
  useMfaRecoveryMutation,
  useMfaTotpMutation,
  type MfaChallenge,
} from './mfaApi';
import { codeProblem } from './mfaModel';
import { PasskeyError, answerWithPasskey } from './passkey';
import './mfa.css';

type Mode = 'totp' | 'recovery' | 'passkey';

interface Props {
  challenge: MfaChallenge;
  onSignedIn: (data: LoginData) => void;
}

/** The second step of a sign-in: an authenticator code, a passkey, or a recovery code. */
export function SecondStepForm({ challenge, onSignedIn }: Props) {
  const t = useT();
  const methods = challenge.methods;
  const [mode, setMode] = useState<Mode>(methods.includes('totp') ? 'totp' : (methods[0] ?? 'totp'));
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [totp, totpState] = useMfaTotpMutation();
  const [recovery, recoveryState] = useMfaRecoveryMutation();
  const [passkeyOptions, optionsState] = useMfaPasskeyOptionsMutation();
  const [passkey, passkeyState] = useMfaPasskeyMutation();
  const problem = mode === 'totp' && touched ? codeProblem(code) : null;
  const recoveryMissing = mode === 'recovery' && touched && !code.trim();

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    setTouched(false);
    setWarning(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (mode === 'totp' ? codeProblem(code) : !code.trim()) return;
    setWarning(null);
    try {
      const body = { challenge: challenge.challenge, code: code.trim() };
      onSignedIn(await (mode === 'totp' ? totp(body) : recovery(body)).unwrap());
    } catch (error) {
      setWarning(messageOr(error, t('auth.somethingWentWrong')));
    }
  };
  const withPasskey = async () => {
    setWarning(null);
    try {
      const options = await passkeyOptions({ challenge: challenge.challenge }).unwrap();
      const response = await answerWithPasskey(options);
      onSignedIn(await passkey({ challenge: challenge.challenge, response }).unwrap());
    } catch (error) {
      setWarning(
        error instanceof PasskeyError ? t(error.problem) : messageOr(error, t('auth.somethingWentWrong')),
      );
    }
  };

  const others = methods.filter((m) => m !== mode);
  return (
    <div>
      <FormWarning message={warning} />
      {mode === 'passkey' ? (
        <>
          <p>{t('mfa.passkeySubtitle')}</p>
          <Button
            intent="primary"
            fill
            size="large"
            icon="key"
            text={t('mfa.usePasskey')}
            loading={optionsState.isLoading || passkeyState.isLoading}
            onClick={() => void withPasskey()}
          />
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>{t(mode === 'totp' ? 'mfa.stepSubtitle' : 'mfa.recoverySubtitle')}</p>
          <FormField
            label={t(mode === 'totp' ? 'mfa.code' : 'mfa.recoveryCode')}
            labelFor="mfa-code"
            error={problem ? t(problem) : recoveryMissing ? t('mfa.codeRequired') : undefined}
          >
            <InputGroup
              id="mfa-code"
              inputMode={mode === 'totp' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              value={code}
              intent={problem || recoveryMissing ? 'danger' : 'none'}
              onValueChange={setCode}
              onBlur={() => setTouched(true)}
              autoFocus
            />
          </FormField>
          <Button
            type="submit"
            intent="primary"
            fill
            size="large"
            text={t('mfa.verify')}
            loading={totpState.isLoading || recoveryState.isLoading}
          />
        </form>
      )}
      <div className="mfa-switch">
        {others.map((m) => (
          <Button key={m} minimal small text={t(SWITCH_TEXT[m])} onClick={() => switchTo(m)} />
        ))}
      </div>
    </div>
  );
}

const SWITCH_TEXT = {
  totp: 'mfa.useApp',
  passkey: 'mfa.usePasskey',
  recovery: 'mfa.useRecovery',
} as const;
