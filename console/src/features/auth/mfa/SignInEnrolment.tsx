import { useState } from 'react';
import { messageOr } from '../../../app/apiError';
import type { LoginData } from '../../../app/authTypes';
import { useT } from '../../../i18n/I18nProvider';
import { Button, FormWarning } from '../../../ui';
import {
  useSignInConfirmTotpMutation,
  useSignInEnrolTotpMutation,
  useSignInPasskeyOptionsMutation,
  useSignInRegisterPasskeyMutation,
  type MfaChallenge,
  type MfaSignInData,
  type TotpEnrolment,
} from './mfaApi';
import { PasskeyError, createPasskey } from './passkey';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpSetup } from './TotpSetup';
import './mfa.css';

interface Props {
  challenge: MfaChallenge;
  onSignedIn: (data: LoginData) => void;
}

/**
 * An account whose organisation requires a second step and that has none: it sets one up here,
 * before any session exists (like the forced password change), then keeps its recovery codes.
 */
export function SignInEnrolment({ challenge, onSignedIn }: Props) {
  const t = useT();
  const [warning, setWarning] = useState<string | null>(null);
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [done, setDone] = useState<MfaSignInData | null>(null);
  const [startTotp, startState] = useSignInEnrolTotpMutation();
  const [confirmTotp, confirmState] = useSignInConfirmTotpMutation();
  const [passkeyOptions, optionsState] = useSignInPasskeyOptionsMutation();
  const [registerPasskey, registerState] = useSignInRegisterPasskeyMutation();
  const body = { challenge: challenge.challenge };
  const failed = (error: unknown) =>
    setWarning(
      error instanceof PasskeyError ? t(error.problem) : messageOr(error, t('auth.somethingWentWrong')),
    );

  if (done) {
    const { recovery_codes: codes, ...session } = done;
    return (
      <RecoveryCodesPanel codes={codes} doneText={t('mfa.continue')} onDone={() => onSignedIn(session)} />
    );
  }
  if (totp) {
    return (
      <TotpSetup
        enrolment={totp}
        busy={confirmState.isLoading}
        warning={warning}
        onCancel={() => setTotp(null)}
        onConfirm={(code, label) => {
          setWarning(null);
          confirmTotp({ ...body, factor_id: totp.factor_id, code, label })
            .unwrap()
            .then(setDone, failed);
        }}
      />
    );
  }
  const withApp = () => {
    setWarning(null);
    startTotp(body).unwrap().then(setTotp, failed);
  };
  const withPasskey = async () => {
    setWarning(null);
    try {
      const response = await createPasskey(await passkeyOptions(body).unwrap());
      setDone(await registerPasskey({ ...body, response }).unwrap());
    } catch (error) {
      failed(error);
    }
  };
  return (
    <div>
      <FormWarning message={warning} />
      <p>{t('mfa.enrolSubtitle')}</p>
      <div className="mfa-methods">
        <Button
          fill
          size="large"
          icon="mobile-phone"
          alignText="start"
          text={t('mfa.methodApp')}
          loading={startState.isLoading}
          onClick={withApp}
        />
        <p className="muted">{t('mfa.methodAppHint')}</p>
        <Button
          fill
          size="large"
          icon="key"
          alignText="start"
          text={t('mfa.methodPasskey')}
          loading={optionsState.isLoading || registerState.isLoading}
          onClick={() => void withPasskey()}
        />
        <p className="muted">{t('mfa.methodPasskeyHint')}</p>
      </div>
    </div>
  );
}
