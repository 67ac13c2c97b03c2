import { useEffect, useState } from 'react';
import { isApiError } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout } from '../../ui';
import { useSsoDiscoveryQuery, useStartSsoMutation } from './ssoApi';
import { looksLikeEmail } from './ssoModel';

/** The typed address, once typing paused: the server is asked once per address, not per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Whether the address's domain signs in through its school's identity provider. */
export function useSsoDiscovery(email: string): boolean {
  const settled = useSettled(email.trim().toLowerCase());
  const { data } = useSsoDiscoveryQuery(settled, { skip: !looksLikeEmail(settled) });
  return looksLikeEmail(email) && !!data && settled === email.trim().toLowerCase();
}

/**
 * "Sign in with your school account": the server answers the IdP's address and the browser goes
 * there; it comes back to /auth/sso-return. `onPassword` switches to the password (break-glass admin).
 */
export function SsoSignInOffer({
  email,
  onError,
  onPassword,
}: {
  email: string;
  onError: (message: string) => void;
  onPassword: () => void;
}) {
  const t = useT();
  const [start, { isLoading }] = useStartSsoMutation();
  const [leaving, setLeaving] = useState(false);
  const go = async () => {
    try {
      const url = await start(email.trim()).unwrap();
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      onError(isApiError(error) && error.message ? error.message : t('auth.somethingWentWrong'));
    }
  };
  return (
    <div className="sso-offer">
      <Callout icon="office" intent="primary">
        {t('sso.schoolAccountHint')}
      </Callout>
      <Button
        id="sso-sign-in"
        intent="primary"
        fill
        size="large"
        icon="log-in"
        text={t('sso.signInWithSchool')}
        loading={isLoading || leaving}
        onClick={go}
      />
      <Button variant="minimal" fill text={t('sso.usePassword')} onClick={onPassword} />
    </div>
  );
}
