import { useState } from 'react';
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
  const form = useForm({ name: company?.name ?? '' }, validateCompany);
  const nameError = form.errorOf('name');
  const busy = createState.isLoading || updateState.isLoading;
  const onSubmit = form.submit(async ({ name }) => {
    setServerErrors([]);
    try {
      if (company) await update({ id: company.id, name: name.trim() }).unwrap();
      else await create({ name: name.trim() }).unwrap();
      showToast({ message: t(company ? 'common.submitted' : 'companies.created'), intent: 'success', timeout: COMPANY_TOAST_MS });
      onClose();
    } catch (error) {
      const result = saveErrorMessages(error, mode);
      setServerErrors('lines' in result ? result.lines : [t(result.key)]);
    }
  });
  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={t(company ? 'companies.edit' : 'companies.add')} icon="office" style={{ width: 480 }}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <ErrorList messages={serverErrors} />
          <FormField label={t('companies.name')} labelFor="company-name" error={nameError ? t(nameError) : undefined}>
            <InputGroup
              id="company-name"
              name="name"
              autoFocus
              value={form.values.name}
              intent={nameError ? 'danger' : 'none'}
              onValueChange={(v) => form.set('name', v)}
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
