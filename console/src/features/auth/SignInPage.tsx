import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { StorageKeys, readString, remove } from '../../app/storage';
import { takeSignedOutNotice } from '../../app/signedOutNotice';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, Checkbox, FormField, FormWarning, InputGroup, PasswordField } from '../../ui';
import { useLoginMutation } from './authApi';
import { signedIn } from '../../app/authSlice';
import { AuthLayout } from './AuthLayout';
import { postLoginPath } from './routeRules';
import { toAuthUser } from './session';
import { validateSignIn } from './validation';
import { SsoSignInOffer, useSsoDiscovery } from '../security/SsoSignInOffer';
import type { LoginData } from '../../app/authTypes';
import { isMfaChallenge, type MfaChallenge } from './mfa/mfaApi';

const initial = { email: '', password: '' };
/** The second step (codes, passkeys) is loaded only when a sign-in asks for it: most sign-ins never do. */
const SecondStepPage = lazy(() =>
  import('./mfa/SecondStepPage').then((module) => ({ default: module.SecondStepPage })),
);

/** /auth/sign-in: email, password, Remember me (no effect, spec §2), Sign in. */
export function SignInPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const [remember, setRemember] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  // Why the last session ended (idle, lifetime, signed out everywhere), shown once.
  const [notice] = useState(takeSignedOutNotice);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useForm(initial, validateSignIn);
  const finish = (data: LoginData) => {
    const user = toAuthUser(data);
    const saved = readString(StorageKeys.savedPath);
    dispatch(signedIn({ token: data.access_token, user }));
    remove(StorageKeys.savedPath);
    navigate(postLoginPath(user, saved), { replace: true });
  };
  // Where the address's domain signs in with its school, that is offered instead of the password.
  const [passwordAnyway, setPasswordAnyway] = useState(false);
  const schoolAccount = useSsoDiscovery(form.values.email) && !passwordAnyway;
  const emailKey = form.errorOf('email');
  const emailError = emailKey ? t(emailKey) : undefined;
  const onSubmit = form.submit(async (values) => {
    setWarning(null);
    try {
      const data = await login({ email: values.email.trim(), password: values.password }).unwrap();
      // A second step due: no session yet (docs/security.md, "Multi-factor sign-in").
      if (isMfaChallenge(data)) setChallenge(data);
      else finish(data);
    } catch (error) {
      // Spec §8: the server message, else 'Sign In failed' (server answered) or 'Something went wrong'.
      if (isApiError(error) && error.message) setWarning(error.message);
      else
        setWarning(
          isApiError(error) && error.httpStatus > 0 ? t('auth.signInFailed') : t('auth.somethingWentWrong'),
        );
    }
  });
  if (challenge)
    return (
      <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
        <SecondStepPage challenge={challenge} onSignedIn={finish} onRestart={() => setChallenge(null)} />
      </Suspense>
    );
  return (
    <AuthLayout title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form onSubmit={onSubmit} noValidate>
        {notice && !warning && (
          <Callout intent="primary" icon="time" className="signed-out-notice" role="status">
            {notice}
          </Callout>
        )}
        <FormWarning message={warning} />
        <FormField label={t('auth.email')} labelFor="email" error={emailError}>
          <InputGroup
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            leftIcon="envelope"
            value={form.values.email}
            intent={emailError ? 'danger' : 'none'}
            onValueChange={(v) => form.set('email', v)}
            onBlur={() => form.blur('email')}
            autoFocus
          />
        </FormField>
        {schoolAccount ? (
          <SsoSignInOffer
            email={form.values.email}
            onError={setWarning}
            onPassword={() => setPasswordAnyway(true)}
          />
        ) : (
          <>
            <PasswordField
              form={form}
              field="password"
              label={t('auth.password')}
              autoComplete="current-password"
            />
            <Checkbox
              checked={remember}
              label={t('auth.rememberMe')}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <Button
              type="submit"
              intent="primary"
              fill
              size="large"
              text={t('auth.signIn')}
              loading={isLoading}
            />
          </>
        )}
      </form>
    </AuthLayout>
  );
}
