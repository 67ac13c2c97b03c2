import { useState } from 'react';
import { isApiError } from '../../app/apiError';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, showToast, TextField } from '../../ui';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from './companiesApi';
import { CompanyLogoUpload } from './CompanyLogoUpload';
import { saveErrorLines, validateCompany } from './companyRules';
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
      setServerErrors(saveErrorLines(error, mode, t));
    }
  });
  return (
    <FormDialog
      title={t(company ? 'companies.edit' : 'companies.add')}
      icon="office"
      width={480}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={serverErrors}
    >
      <TextField
        form={form}
        field="name"
        id="company-name"
        label={t('companies.name')}
        autoFocus
        serverError={serverNameError ?? undefined}
        onEdit={() => setServerNameError(null)}
      />
      {company ? <CompanyLogoUpload company={company} /> : null}
    </FormDialog>
  );
}
