import { useState } from 'react';
import { isApiError } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, TextField } from '../../ui';
import { useForm } from '../../ui/useForm';
import { CertificateDownloads } from './CertificateDownloads';
import { type ErasureResult, useOffboardCompanyMutation } from './privacyApi';

interface OffboardForm {
  confirmName: string;
  reason: string;
}

/**
 * The super admin offboards a company at the end of its contract (docs/privacy.md, "Offboarding"):
 * the company's name typed again and a reason; then, in the same dialog, the certificate's two forms
 * to download (JSON and PDF), as it is the school's proof.
 */
export function OffboardDialog({
  company,
  onClose,
}: {
  company: { id: number; name: string };
  onClose: () => void;
}) {
  const t = useT();
  const [offboard, state] = useOffboardCompanyMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<ErasureResult | null>(null);
  const form = useForm<OffboardForm>({ confirmName: '', reason: '' }, ({ confirmName, reason }) => ({
    // Whether the name matches is the server's word (422, in the reader's language).
    ...(confirmName.trim() ? {} : { confirmName: 'privacy.confirmName' as const }),
    ...(reason.trim() ? {} : { reason: 'privacy.reasonRequired' as const }),
  }));
  const onSubmit = form.submit(async ({ confirmName, reason }) => {
    setErrors([]);
    try {
      setDone(await offboard({ id: company.id, confirmName, reason: reason.trim() }).unwrap());
    } catch (error) {
      setErrors([isApiError(error) ? error.message : t('common.loadFailed')]);
    }
  });
  return (
    <FormDialog
      title={t('privacy.offboardTitle', { name: company.name })}
      icon="trash"
      width={520}
      busy={state.isLoading}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={errors}
      submitText={t('privacy.offboard')}
      result={
        done
          ? {
              title: t('privacy.offboardedTitle', { name: company.name }),
              closeText: t('common.close'),
              body: (
                <>
                  <p>{t('privacy.offboardedCount', { count: done.applicants })}</p>
                  <div className="page-actions">
                    <CertificateDownloads erasureId={done.erasure_id} />
                  </div>
                </>
              ),
            }
          : null
      }
    >
      <p>{t('privacy.offboardWarning')}</p>
      <TextField
        form={form}
        field="confirmName"
        id="offboard-name"
        label={t('privacy.confirmName')}
        autoFocus
      />
      <TextField
        form={form}
        field="reason"
        id="offboard-reason"
        label={t('privacy.reason')}
        helper={t('privacy.noPersonalData')}
      />
    </FormDialog>
  );
}
