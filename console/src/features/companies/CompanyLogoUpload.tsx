import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { Button, FileInput, FormField, showToast } from '../../ui';
import { useUploadCompanyLogoMutation } from './companiesApi';
import { LOGO_TYPES, isAllowedLogo } from './companyRules';
import type { Company } from './companyTypes';
import { COMPANY_TOAST_MS } from './toast';

interface Props {
  company: Company;
}

/** Logo preview + file picker + upload (POST /api/companies/{id}/logo, field `file`). */
export function CompanyLogoUpload({ company }: Props) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [logoUrl, setLogoUrl] = useState(company.logo_url);
  const [upload, { isLoading }] = useUploadCompanyLogoMutation();
  const choose = (chosen: File | undefined) => {
    setFile(null);
    setError(undefined);
    if (!chosen) return;
    if (!isAllowedLogo(chosen)) setError(t('companies.logoType'));
    else setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    try {
      const result = await upload({ id: company.id, file }).unwrap();
      setLogoUrl(result.logo_url);
      setFile(null);
      showToast({ message: t('companies.logoUploaded'), intent: 'success', timeout: COMPANY_TOAST_MS });
    } catch (e) {
      showToast({
        message: messageOr(e, t('common.somethingWentWrong')),
        intent: 'danger',
        timeout: COMPANY_TOAST_MS,
      });
    }
  };
  return (
    <FormField
      label={t('companies.logo')}
      labelFor="company-logo"
      error={error}
      helper={t('companies.logoHint')}
    >
      <div className="logo-upload">
        <div className="logo-preview">
          {logoUrl ? (
            <img src={logoUrl} alt={t('layout.companyLogo')} />
          ) : (
            <span>{t('companies.noLogo')}</span>
          )}
        </div>
        <FileInput
          text={file ? file.name : t('companies.chooseLogo')}
          hasSelection={Boolean(file)}
          buttonText={t('companies.browse')}
          inputProps={{ id: 'company-logo', accept: LOGO_TYPES.join(',') }}
          onInputChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        <Button
          icon="upload"
          text={t('companies.uploadLogo')}
          disabled={!file}
          loading={isLoading}
          onClick={send}
        />
      </div>
    </FormField>
  );
}
