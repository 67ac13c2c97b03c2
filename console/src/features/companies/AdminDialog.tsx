import { useCallback, useState } from 'react';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, PasswordField, showToast, TextField } from '../../ui';
import { useCreateAdminMutation, useUpdateAdminMutation } from './companiesApi';
import { saveErrorLines, validateAdmin } from './companyRules';
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
  const onSubmit = form.submit(async (v) => {
    setServerErrors([]);
    try {
      const body = { companyId, name: v.name.trim(), email: v.email.trim() };
      if (admin) await update({ ...body, adminId: admin.id }).unwrap();
      else await create({ ...body, password: v.password }).unwrap();
      showToast({ message: t('common.submitted'), intent: 'success', timeout: COMPANY_TOAST_MS });
      onClose();
    } catch (error) {
      setServerErrors(saveErrorLines(error, mode, t));
    }
  });
  return (
    <FormDialog
      title={t(admin ? 'admins.edit' : 'admins.add')}
      icon="person"
      width={460}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={serverErrors}
    >
      <TextField form={form} field="name" id="admin-name" label={t('admins.name')} autoFocus />
      <TextField
        form={form}
        field="email"
        id="admin-email"
        label={t('admins.email')}
        type="email"
        autoComplete="off"
      />
      {admin ? null : (
        <PasswordField
          form={form}
          field="password"
          id="admin-password"
          label={t('admins.password')}
          autoComplete="new-password"
        />
      )}
    </FormDialog>
  );
}
