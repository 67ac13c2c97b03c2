import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, PasswordField, showToast } from '../../ui';
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
    <FormDialog
      title={t('team.resetTitle', { name: teamUserName(user) })}
      icon="key"
      width={440}
      busy={isLoading}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={serverError}
      submitText={t('team.resetPassword')}
    >
      <PasswordField
        form={form}
        field="password"
        id="reset-password"
        label={t('team.tempPassword')}
        helper={t('team.tempPasswordHint')}
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
