import { useCallback, useState } from 'react';
import { useForm } from '../../app/useForm';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogFooter,
  ErrorList,
  FormField,
  InputGroup,
} from '../../ui';
import type { PermissionId } from '../auth/authTypes';
import { saveErrorMessages } from '../companies/companyRules';
import { PermissionCheckboxes } from '../team/PermissionCheckboxes';
import { useCreateApiKeyMutation, type CreatedApiKey } from './apiKeysApi';
import { SecretOnce } from './SecretOnce';

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
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<KeyForm>({ name: '', permissions: [] }, useCallback(validate, []));
  const busy = state.isLoading;
  const onSubmit = form.submit(async (v) => {
    setServerErrors([]);
    try {
      setCreated(await create({ name: v.name.trim(), permissions: v.permissions }).unwrap());
    } catch (error) {
      const result = saveErrorMessages(error, 'create');
      setServerErrors('lines' in result ? result.lines : [t(result.key)]);
    }
  });
  const nameError = form.errorOf('name');
  const permissionsError = form.errorOf('permissions');
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={t(created ? 'apiKeys.createdTitle' : 'apiKeys.create')}
      icon="key"
      style={{ width: 560 }}
    >
      {created ? (
        <>
          <DialogBody>
            <SecretOnce
              id="api-key-secret"
              label={created.name}
              secret={created.key}
              warning={t('apiKeys.showOnce')}
            />
          </DialogBody>
          <DialogFooter actions={<Button intent="primary" text={t('apiKeys.done')} onClick={onClose} />} />
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <ErrorList messages={serverErrors} />
            <FormField
              label={t('apiKeys.name')}
              labelFor="api-key-name"
              helper={t('apiKeys.nameHint')}
              error={nameError ? t(nameError) : undefined}
            >
              <InputGroup
                id="api-key-name"
                autoComplete="off"
                value={form.values.name}
                disabled={busy}
                intent={nameError ? 'danger' : 'none'}
                onValueChange={(value) => form.set('name', value)}
                onBlur={() => form.blur('name')}
              />
            </FormField>
            <PermissionCheckboxes
              value={form.values.permissions}
              disabled={busy}
              onChange={(v) => form.set('permissions', v)}
            />
            {permissionsError ? <ErrorList messages={[t(permissionsError)]} /> : null}
          </DialogBody>
          <DialogActions busy={busy} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
