import { useState } from 'react';
import { isApiError } from '../../app/apiError';
import { useForm } from '../../app/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Dialog, DialogActions, DialogBody, ErrorList, FormField, InputGroup, showToast } from '../../ui';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from './companiesApi';
import { CompanyLogoUpload } from './CompanyLogoUpload';
import { saveErrorMessages, validateCompany } from './companyRules';
import type { Company } from './companyTypes';
import { COMPANY_TOAST_MS } from './toast';

interface Props {
  /** null adds a company; a company edits it. */
  company: Company | null;
  onClose: () => void;
}

/** Add/edit company dialog; editing also offers the logo upload. */
export function CompanyDialog({ company, onClose }: Props) {
  const t = useT();
  const mode = company ? 'update' : 'create';
  const [create, createState] = useCreateCompanyMutation();
  const [update, updateState] = useUpdateCompanyMutation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  // The server's word on the name itself (e.g. 'A company named "X" already exists'), shown under the field.
  const [serverNameError, setServerNameError] = useState<string | null>(null);
  const form = useForm({ name: company?.name ?? '' }, validateCompany);
  const nameError = form.errorOf('name');
  const nameMessage = nameError ? t(nameError) : (serverNameError ?? undefined);
  const busy = createState.isLoading || updateState.isLoading;
  const onSubmit = form.submit(async ({ name }) => {
    setServerErrors([]);
    setServerNameError(null);
    try {
      if (company) await update({ id: company.id, name: name.trim() }).unwrap();
      else await create({ name: name.trim() }).unwrap();
      showToast({
        message: t(company ? 'common.submitted' : 'companies.created'),
        intent: 'success',
        timeout: COMPANY_TOAST_MS,
      });
      onClose();
    } catch (error) {
      const onName =
        isApiError(error) && error.code === 'COMPANY.NAME_TAKEN'
          ? error.errors.find((e) => e.field === 'name')
          : undefined;
      if (onName) {
        setServerNameError(onName.message);
        return;
      }
      const result = saveErrorMessages(error, mode);
      setServerErrors('lines' in result ? result.lines : [t(result.key)]);
    }
  });
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={t(company ? 'companies.edit' : 'companies.add')}
      icon="office"
      style={{ width: 480 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <ErrorList messages={serverErrors} />
          <FormField label={t('companies.name')} labelFor="company-name" error={nameMessage}>
            <InputGroup
              id="company-name"
              name="name"
              autoFocus
              value={form.values.name}
              intent={nameMessage ? 'danger' : 'none'}
              onValueChange={(v) => {
                form.set('name', v);
                setServerNameError(null);
              }}
              onBlur={() => form.blur('name')}
            />
          </FormField>
          {company ? <CompanyLogoUpload company={company} /> : null}
        </DialogBody>
        <DialogActions busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
