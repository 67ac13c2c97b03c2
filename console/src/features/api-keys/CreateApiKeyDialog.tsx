import { useCallback } from 'react';
import { useForm } from '../../ui/useForm';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { ErrorList, TextField } from '../../ui';
import type { PermissionId } from '../../app/authTypes';
import { PermissionCheckboxes } from '../team/PermissionCheckboxes';
import { useCreateApiKeyMutation } from './apiKeysApi';
import { CreateOnceDialog, useCreateOnce } from './SecretOnceDialog';

interface KeyForm {
  name: string;
  permissions: PermissionId[];
}

function validate(v: KeyForm): Partial<Record<keyof KeyForm, MessageKey>> {
  return {
    ...(v.name.trim() ? {} : { name: 'apiKeys.nameRequired' as const }),
    ...(v.permissions.length ? {} : { permissions: 'apiKeys.permissionsRequired' as const }),
  };
}

/** Name and scopes, then the key itself, shown once with a copy button. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [create, state] = useCreateApiKeyMutation();
  const form = useForm<KeyForm>({ name: '', permissions: [] }, useCallback(validate, []));
  const creating = useCreateOnce(
    form,
    (v) => create({ name: v.name.trim(), permissions: v.permissions }).unwrap(),
    (key) => ({
      title: t('apiKeys.createdTitle'),
      id: 'api-key-secret',
      label: key.name,
      secret: key.key,
      warning: t('apiKeys.showOnce'),
    }),
  );
  const busy = state.isLoading;
  const permissionsError = form.errorOf('permissions');
  return (
    <CreateOnceDialog
      {...creating}
      title={t('apiKeys.create')}
      icon="key"
      width={560}
      busy={busy}
      onClose={onClose}
    >
      <TextField
        form={form}
        field="name"
        id="api-key-name"
        label={t('apiKeys.name')}
        helper={t('apiKeys.nameHint')}
        autoComplete="off"
        disabled={busy}
      />
      <PermissionCheckboxes
        value={form.values.permissions}
        disabled={busy}
        onChange={(v) => form.set('permissions', v)}
      />
      {permissionsError ? <ErrorList messages={[t(permissionsError)]} /> : null}
    </CreateOnceDialog>
  );
}
