import { useCallback, useState } from 'react';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, PasswordField, showToast, TextField } from '../../ui';
import { saveErrorLines } from '../companies/companyRules';
import { PermissionCheckboxes } from './PermissionCheckboxes';
import { useCreateTeamUserMutation, useUpdateTeamUserMutation } from './teamApi';
import { validateTeamUser } from './teamRules';
import type { TeamUser, TeamUserForm } from './teamTypes';

interface Props {
  /** null creates a user; a user edits names and permissions. */
  user: TeamUser | null;
  onClose: () => void;
}

type TeamTextField = 'first_name' | 'last_name' | 'email';

/** Create (names, email, temporary password, permissions) or edit (names, permissions) a staff user. */
export function TeamUserDialog({ user, onClose }: Props) {
  const t = useT();
  const mode = user ? 'update' : 'create';
  const [create, createState] = useCreateTeamUserMutation();
  const [update, updateState] = useUpdateTeamUserMutation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const validate = useCallback((v: TeamUserForm) => validateTeamUser(v, mode), [mode]);
  const form = useForm<TeamUserForm>(
    {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      password: '',
      permissions: user?.permissions ?? [],
    },
    validate,
  );
  const busy = createState.isLoading || updateState.isLoading;
  const onSubmit = form.submit(async (v) => {
    setServerErrors([]);
    const names = {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      permissions: v.permissions,
    };
    try {
      if (user) await update({ id: user.id, ...names }).unwrap();
      else await create({ ...names, email: v.email.trim(), password: v.password }).unwrap();
      showToast({ message: t(user ? 'common.submitted' : 'team.created'), intent: 'success' });
      onClose();
    } catch (error) {
      setServerErrors(saveErrorLines(error, mode, t));
    }
  });
  const text = (
    field: TeamTextField,
    label: 'team.firstName' | 'team.lastName' | 'team.email',
    disabled = false,
  ) => (
    <TextField
      form={form}
      field={field}
      id={`team-${field}`}
      label={t(label)}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete="off"
      disabled={disabled || busy}
    />
  );
  return (
    <FormDialog
      title={t(user ? 'team.edit' : 'team.add')}
      icon="person"
      width={520}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={serverErrors}
    >
      <div className="form-row">
        {text('first_name', 'team.firstName')}
        {text('last_name', 'team.lastName')}
      </div>
      {text('email', 'team.email', Boolean(user))}
      {user ? null : (
        <PasswordField
          form={form}
          field="password"
          id="team-password"
          label={t('team.tempPassword')}
          helper={t('team.tempPasswordHint')}
          autoComplete="new-password"
          disabled={busy}
        />
      )}
      <PermissionCheckboxes
        value={form.values.permissions}
        disabled={busy}
        onChange={(v) => form.set('permissions', v)}
      />
    </FormDialog>
  );
}
