import type { LoginData } from '../../../app/authTypes';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui';
import { AuthLayout } from '../AuthLayout';
import type { MfaChallenge } from './mfaApi';
import { SecondStepForm } from './SecondStepForm';
import { SignInEnrolment } from './SignInEnrolment';

interface Props {
  challenge: MfaChallenge;
  onSignedIn: (data: LoginData) => void;
  /** Back to the email and password (the challenge is simply dropped; it expires on its own). */
  onRestart: () => void;
}

/** What /auth/sign-in shows after a right password when a second step is due. */
export function SecondStepPage({ challenge, onSignedIn, onRestart }: Props) {
  const t = useT();
  return (
    <AuthLayout title={t(challenge.enrol ? 'mfa.enrolTitle' : 'mfa.stepTitle')}>
      {challenge.enrol ? (
        <SignInEnrolment challenge={challenge} onSignedIn={onSignedIn} />
      ) : (
        <SecondStepForm challenge={challenge} onSignedIn={onSignedIn} />
      )}
      <div className="mfa-switch">
        <Button minimal small icon="arrow-left" text={t('mfa.backToSignIn')} onClick={onRestart} />
      </div>
    </AuthLayout>
  );
}
