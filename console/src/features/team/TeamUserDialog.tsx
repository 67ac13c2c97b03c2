import { useCallback, useState } from 'react';
import { useForm } from '../../app/useForm';
import { useT } from '../../i18n/I18nProvider';
import {
  Dialog,
  DialogActions,
  DialogBody,
  ErrorList,
  FormField,
  InputGroup,
  PasswordField,
  showToast,
} from '../../ui';
import { saveErrorMessages } from '../companies/companyRules';
import { PermissionCheckboxes } from './PermissionCheckboxes';
import { useCreateTeamUserMutation, useUpdateTeamUserMutation } from './teamApi';
import { validateTeamUser } from './teamRules';
import type { TeamUser, TeamUserForm } from './teamTypes';

interface Props {
  /** null creates a user; a user edits names and permissions. */
  user: TeamUser | null;
  onClose: () => void;
}

type TextField = 'first_name' | 'last_name' | 'email';

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
  const err = (field: keyof TeamUserForm) => {
    const key = form.errorOf(field);
    return key ? t(key) : undefined;
  };
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
      const result = saveErrorMessages(error, mode);
      setServerErrors('lines' in result ? result.lines : [t(result.key)]);
    }
  });
  const text = (
    field: TextField,
    label: 'team.firstName' | 'team.lastName' | 'team.email',
    disabled = false,
  ) => (
    <FormField label={t(label)} labelFor={`team-${field}`} error={err(field)}>
      <InputGroup
        id={`team-${field}`}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete="off"
        value={form.values[field]}
        disabled={disabled || busy}
        intent={err(field) ? 'danger' : 'none'}
        onValueChange={(value) => form.set(field, value)}
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={t(user ? 'team.edit' : 'team.add')}
      icon="person"
      style={{ width: 520 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <ErrorList messages={serverErrors} />
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
        </DialogBody>
        <DialogActions busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
