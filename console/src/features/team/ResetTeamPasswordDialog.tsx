import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useForm } from '../../app/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Dialog, DialogActions, DialogBody, ErrorList, PasswordField, showToast } from '../../ui';
import { useResetTeamUserPasswordMutation } from './teamApi';
import { teamUserName, validateTemporaryPassword } from './teamRules';
import type { TeamUser } from './teamTypes';

interface Props {
  user: TeamUser;
  onClose: () => void;
}

const initial = { password: '' };

/** Sets a temporary password; the server flags the user to change it at the next sign-in. */
export function ResetTeamPasswordDialog({ user, onClose }: Props) {
  const t = useT();
  const [reset, { isLoading }] = useResetTeamUserPasswordMutation();
  const [serverError, setServerError] = useState<string[]>([]);
  const form = useForm(initial, validateTemporaryPassword);
  const onSubmit = form.submit(async ({ password }) => {
    setServerError([]);
    try {
      await reset({ id: user.id, password }).unwrap();
      showToast({ message: t('team.resetDone'), intent: 'success' });
      onClose();
    } catch (e) {
      setServerError([messageOr(e, t('common.somethingWentWrong'))]);
    }
  });
  return (
    <Dialog
      isOpen
      onClose={isLoading ? undefined : onClose}
      title={t('team.resetTitle', { name: teamUserName(user) })}
      icon="key"
      style={{ width: 440 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <ErrorList messages={serverError} />
          <PasswordField
            form={form}
            field="password"
            id="reset-password"
            label={t('team.tempPassword')}
            helper={t('team.tempPasswordHint')}
            autoComplete="new-password"
          />
        </DialogBody>
        <DialogActions busy={isLoading} onCancel={onClose} submitText={t('team.resetPassword')} />
      </form>
    </Dialog>
  );
}
