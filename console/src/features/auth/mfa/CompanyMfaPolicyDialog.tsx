import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../app/apiError';
import { useT } from '../../../i18n/I18nProvider';
import {
  Dialog,
  DialogActions,
  DialogBody,
  FormWarning,
  Radio,
  RadioGroup,
  Spinner,
  showToast,
} from '../../../ui';
import { useCompanyMfaPolicyQuery, useSetCompanyMfaPolicyMutation, type MfaPolicy } from './mfaApi';

interface Props {
  company: { id: number; name: string };
  onClose: () => void;
}

/** The super admin sets whether a company's staff must use a second step at sign-in (companies screen). */
export function CompanyMfaPolicyDialog({ company, onClose }: Props) {
  const t = useT();
  const query = useCompanyMfaPolicyQuery(company.id);
  const [save, saving] = useSetCompanyMfaPolicyMutation();
  const [choice, setChoice] = useState<MfaPolicy | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const policy = choice ?? query.data ?? null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!policy) return;
    setWarning(null);
    try {
      await save({ companyId: company.id, policy }).unwrap();
      showToast({ message: t('companies.mfaSaved', { name: company.name }), intent: 'success' });
      onClose();
    } catch (error) {
      setWarning(messageOr(error, t('common.somethingWentWrong')));
    }
  };
  return (
    <Dialog isOpen title={t('companies.mfaTitle', { name: company.name })} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          <FormWarning message={warning} />
          {policy === null ? (
            <Spinner size={20} aria-label={t('common.loading')} />
          ) : (
            <RadioGroup
              name="mfa-policy"
              label={t('companies.mfaHelp')}
              selectedValue={policy}
              onChange={(e) => setChoice(e.currentTarget.value as MfaPolicy)}
            >
              <Radio value="required" label={t('mfa.policy.required')} />
              <Radio value="offered" label={t('mfa.policy.offered')} />
            </RadioGroup>
          )}
        </DialogBody>
        <DialogActions busy={saving.isLoading} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
