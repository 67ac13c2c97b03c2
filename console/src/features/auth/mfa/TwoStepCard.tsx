import { useState } from 'react';
import { isApiError, messageOr } from '../../../app/apiError';
import { formatDateTime } from '../../../app/format';
import { useT } from '../../../i18n/I18nProvider';
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  DialogBody,
  FormWarning,
  SectionHeading,
  Spinner,
  showToast,
  useConfirmAction,
} from '../../../ui';
import {
  useConfirmTotpMutation,
  useMyMfaQuery,
  usePasskeyOptionsMutation,
  useRegenerateCodesMutation,
  useRegisterPasskeyMutation,
  useRemoveFactorMutation,
  useStartTotpMutation,
  type MfaFactor,
  type TotpEnrolment,
} from './mfaApi';
import { factorName, stillFresh } from './mfaModel';
import { ReauthDialog } from './ReauthDialog';
import { PasskeyError, createPasskey } from './passkey';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpSetup } from './TotpSetup';
import './mfa.css';

/**
 * The profile page's "Two-step sign-in": the user's factors, adding and removing them, recovery codes.
 * Each change needs a fresh proof in the session (the server's window): when the overview says none is
 * left, the password or an authenticator code is asked first (ReauthDialog), then the change goes on.
 */
export function TwoStepCard() {
  const t = useT();
  const query = useMyMfaQuery();
  const [startTotp, startState] = useStartTotpMutation();
  const [confirmTotp, confirmState] = useConfirmTotpMutation();
  const [passkeyOptions, optionsState] = usePasskeyOptionsMutation();
  const [registerPasskey, registerState] = useRegisterPasskeyMutation();
  const [removeFactor] = useRemoveFactorMutation();
  const [regenerate] = useRegenerateCodesMutation();
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [setupWarning, setSetupWarning] = useState<string | null>(null);
  const [afterProof, setAfterProof] = useState<(() => void) | null>(null);
  /** Runs the change now if the session may still make it, else once the user has proven it is them. */
  const whenFresh = (change: () => void) => {
    setWarning(null);
    if (stillFresh(query.data?.fresh_seconds_left ?? 0, query.fulfilledTimeStamp)) change();
    else setAfterProof(() => change);
  };
  const removing = useConfirmAction<MfaFactor>(
    (f) => removeFactor(f.id).unwrap(),
    () => t('mfa.removedToast'),
  );
  const regenerating = useConfirmAction<true>(async () => setCodes(await regenerate().unwrap()));
  const failed = (error: unknown, retry?: () => void) => {
    // The window closed meanwhile (the overview was older than the server thought): ask, then retry.
    if (retry && isApiError(error) && error.code === 'MFA.REAUTHENTICATION_REQUIRED')
      return setAfterProof(() => retry);
    setWarning(
      error instanceof PasskeyError ? t(error.problem) : messageOr(error, t('auth.somethingWentWrong')),
    );
  };
  const added = (newCodes: string[]) => {
    showToast({ message: t('mfa.addedToast'), intent: 'success' });
    if (newCodes.length) setCodes(newCodes);
  };
  const addPasskey = async () => {
    setWarning(null);
    try {
      const response = await createPasskey(await passkeyOptions().unwrap());
      added(await registerPasskey({ response }).unwrap());
    } catch (error) {
      failed(error, () => void addPasskey());
    }
  };

  const data = query.data;
  // The last factor of someone who must keep one is not offered for removal (the server refuses it).
  const removable = data ? !data.required || data.factors.length > 1 : false;
  return (
    <Card className="profile-main mfa-card" aria-labelledby="two-step-title">
      <SectionHeading id="two-step-title" className="bp6-heading heading-as-h4">
        {t('mfa.cardTitle')}
      </SectionHeading>
      {!data ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : (
        <>
          <p>{t(data.required ? 'mfa.cardRequired' : 'mfa.cardOffered')}</p>
          <FormWarning message={warning} />
          {data.factors.length ? (
            <ul className="mfa-factor-list" aria-label={t('mfa.cardTitle')}>
              {data.factors.map((f) => (
                <li key={f.id}>
                  <span>
                    <strong>{factorName(f, t)}</strong>
                    <span className="muted">
                      {f.label ? ` · ${t(f.kind === 'totp' ? 'mfa.kind.totp' : 'mfa.kind.passkey')}` : ''}
                      {' · '}
                      {t('mfa.added', { date: formatDateTime(f.created_at) })}
                      {f.last_used_at
                        ? `, ${t('mfa.lastUsed', { date: formatDateTime(f.last_used_at) })}`
                        : ''}
                    </span>
                  </span>
                  {removable ? (
                    <Button
                      minimal
                      intent="danger"
                      text={t('mfa.remove')}
                      aria-label={`${t('mfa.remove')}: ${factorName(f, t)}`}
                      onClick={() => whenFresh(() => removing.ask(f))}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('mfa.noFactors')}</p>
          )}
          <div className="mfa-actions">
            <Button
              icon="mobile-phone"
              text={t('mfa.addApp')}
              loading={startState.isLoading}
              onClick={() =>
                whenFresh(() => {
                  setSetupWarning(null);
                  const start = (): void => {
                    startTotp()
                      .unwrap()
                      .then(setTotp, (e: unknown) => failed(e, start));
                  };
                  start();
                })
              }
            />
            <Button
              icon="key"
              text={t('mfa.addPasskey')}
              loading={optionsState.isLoading || registerState.isLoading}
              onClick={() => whenFresh(() => void addPasskey())}
            />
            {data.factors.length ? (
              <Button
                icon="refresh"
                text={t('mfa.regenerate')}
                onClick={() => whenFresh(() => regenerating.ask(true))}
              />
            ) : null}
          </div>
          {data.factors.length ? (
            <p className="muted">{t('mfa.codesLeft', { count: data.recovery_codes_left })}</p>
          ) : null}
        </>
      )}
      <Dialog isOpen={totp !== null} title={t('mfa.addApp')} onClose={() => setTotp(null)}>
        <DialogBody>
          {totp ? (
            <TotpSetup
              enrolment={totp}
              busy={confirmState.isLoading}
              warning={setupWarning}
              onCancel={() => setTotp(null)}
              onConfirm={(code, label) => {
                setSetupWarning(null);
                confirmTotp({ factor_id: totp.factor_id, code, label })
                  .unwrap()
                  .then(
                    (newCodes) => {
                      setTotp(null);
                      added(newCodes);
                    },
                    (error: unknown) => setSetupWarning(messageOr(error, t('auth.somethingWentWrong'))),
                  );
              }}
            />
          ) : null}
        </DialogBody>
      </Dialog>
      <Dialog isOpen={codes !== null} title={t('mfa.recoveryTitle')} onClose={() => setCodes(null)}>
        <DialogBody>
          {codes ? (
            <RecoveryCodesPanel codes={codes} doneText={t('common.close')} onDone={() => setCodes(null)} />
          ) : null}
        </DialogBody>
      </Dialog>
      <ReauthDialog
        isOpen={afterProof !== null}
        onCancel={() => setAfterProof(null)}
        onConfirmed={() => {
          const change = afterProof;
          setAfterProof(null);
          change?.();
        }}
      />
      <ConfirmDialog
        {...removing.dialog}
        title={t('mfa.removeTitle')}
        message={removing.target ? t('mfa.removeConfirm', { name: factorName(removing.target, t) }) : ''}
        confirmText={t('mfa.remove')}
      />
      <ConfirmDialog
        {...regenerating.dialog}
        intent="primary"
        title={t('mfa.regenerate')}
        message={t('mfa.regenerateConfirm')}
        confirmText={t('mfa.regenerate')}
      />
    </Card>
  );
}
