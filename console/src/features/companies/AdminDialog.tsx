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
import { useCreateAdminMutation, useUpdateAdminMutation } from './companiesApi';
import { saveErrorMessages, validateAdmin } from './companyRules';
import type { AdminForm, CompanyAdmin } from './companyTypes';
import { COMPANY_TOAST_MS } from './toast';

interface Props {
  companyId: number;
  /** null adds an admin; an admin edits name and email. */
  admin: CompanyAdmin | null;
  onClose: () => void;
}

/** Add/edit admin dialog (name, email, and a password on create only). */
export function AdminDialog({ companyId, admin, onClose }: Props) {
  const t = useT();
  const mode = admin ? 'update' : 'create';
  const [create, createState] = useCreateAdminMutation();
  const [update, updateState] = useUpdateAdminMutation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const validate = useCallback((v: AdminForm) => validateAdmin(v, mode), [mode]);
  const form = useForm<AdminForm>(
    { name: admin?.name ?? '', email: admin?.email ?? '', password: '' },
    validate,
  );
  const busy = createState.isLoading || updateState.isLoading;
  const err = (field: keyof AdminForm) => {
    const key = form.errorOf(field);
    return key ? t(key) : undefined;
  };
  const onSubmit = form.submit(async (v) => {
    setServerErrors([]);
    try {
      const body = { companyId, name: v.name.trim(), email: v.email.trim() };
      if (admin) await update({ ...body, adminId: admin.id }).unwrap();
      else await create({ ...body, password: v.password }).unwrap();
      showToast({ message: t('common.submitted'), intent: 'success', timeout: COMPANY_TOAST_MS });
      onClose();
    } catch (error) {
      const result = saveErrorMessages(error, mode);
      setServerErrors('lines' in result ? result.lines : [t(result.key)]);
    }
  });
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={t(admin ? 'admins.edit' : 'admins.add')}
      icon="person"
      style={{ width: 460 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <ErrorList messages={serverErrors} />
          <FormField label={t('admins.name')} labelFor="admin-name" error={err('name')}>
            <InputGroup
              id="admin-name"
              autoFocus
              value={form.values.name}
              intent={err('name') ? 'danger' : 'none'}
              onValueChange={(v) => form.set('name', v)}
              onBlur={() => form.blur('name')}
            />
          </FormField>
          <FormField label={t('admins.email')} labelFor="admin-email" error={err('email')}>
            <InputGroup
              id="admin-email"
              type="email"
              autoComplete="off"
              value={form.values.email}
              intent={err('email') ? 'danger' : 'none'}
              onValueChange={(v) => form.set('email', v)}
              onBlur={() => form.blur('email')}
            />
          </FormField>
          {admin ? null : (
            <PasswordField
              form={form}
              field="password"
              id="admin-password"
              label={t('admins.password')}
              autoComplete="new-password"
            />
          )}
        </DialogBody>
        <DialogActions busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
