import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { signedIn } from '../../app/authSlice';
import { StorageKeys, readString, remove } from '../../app/storage';
import { useT } from '../../i18n/I18nProvider';
import { FormWarning, Spinner } from '../../ui';
import { AuthLayout } from '../auth/AuthLayout';
import { Paths, postLoginPath } from '../auth/routeRules';
import { toAuthUser } from '../auth/session';
import { useSsoSessionMutation } from './ssoApi';

/**
 * /auth/sso-return: the school's identity provider sent the browser back; the session is picked up
 * with a POST (the browser's HttpOnly cookies say which sign-in), then the user goes on as after a
 * password sign-in. A refusal is shown in the reader's language, with the way back.
 */
export function SsoReturnPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [pickUp] = useSsoSessionMutation();
  const [warning, setWarning] = useState<string | null>(null);
  // Once: the session can be picked up once, and React may run an effect twice in development.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    pickUp()
      .unwrap()
      .then((data) => {
        const user = toAuthUser(data);
        const saved = readString(StorageKeys.savedPath);
        dispatch(signedIn({ token: data.access_token, user }));
        remove(StorageKeys.savedPath);
        navigate(postLoginPath(user, saved), { replace: true });
      })
      .catch((error: unknown) =>
        setWarning(isApiError(error) && error.message ? error.message : t('auth.somethingWentWrong')),
      );
  }, [dispatch, navigate, pickUp, t]);
  return (
    <AuthLayout title={t('auth.signInTitle')} subtitle={t('sso.returning')}>
      {warning ? (
        <>
          <FormWarning message={warning} />
          <Link href={Paths.signIn}>{t('sso.backToSignIn')}</Link>
        </>
      ) : (
        <Spinner size={32} aria-label={t('sso.returning')} />
      )}
    </AuthLayout>
  );
}
