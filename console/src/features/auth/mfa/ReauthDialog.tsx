import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../app/apiError';
import { useT } from '../../../i18n/I18nProvider';
import { Button, Dialog, DialogBody, FormField, FormWarning, InputGroup } from '../../../ui';
import { useReauthenticateMutation } from './mfaApi';
import { reauthProof } from './mfaModel';

interface Props {
  isOpen: boolean;
  onCancel: () => void;
  /** The proof was accepted: the change the user asked for goes on. */
  onConfirmed: () => void;
}

/**
 * Asked before adding or removing a sign-in factor, or new recovery codes, when the session's last
 * proof is older than the server's window: the current password or a code from the authenticator app.
 */
export function ReauthDialog({ isOpen, onCancel, onConfirmed }: Props) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [reauthenticate, state] = useReauthenticateMutation();
  const close = () => {
    setTyped('');
    setWarning(null);
    onCancel();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const proof = reauthProof(typed);
    if (!proof) return setWarning(t('mfa.reauthRequired'));
    try {
      await reauthenticate(proof).unwrap();
      setTyped('');
      setWarning(null);
      onConfirmed();
    } catch (error) {
      setWarning(messageOr(error, t('auth.somethingWentWrong')));
    }
  };
  return (
    <Dialog isOpen={isOpen} title={t('mfa.reauthTitle')} onClose={close}>
      <DialogBody>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('mfa.reauthTitle')}>
          <p>{t('mfa.reauthIntro')}</p>
          <FormWarning message={warning} />
          <FormField label={t('mfa.reauthField')} labelFor="mfa-reauth">
            <InputGroup
              id="mfa-reauth"
              type="password"
              autoComplete="current-password"
              value={typed}
              onValueChange={setTyped}
              autoFocus
            />
          </FormField>
          <div className="mfa-actions">
            <Button text={t('common.cancel')} onClick={close} />
            <Button type="submit" intent="primary" text={t('mfa.confirm')} loading={state.isLoading} />
          </div>
        </form>
      </DialogBody>
    </Dialog>
  );
}
