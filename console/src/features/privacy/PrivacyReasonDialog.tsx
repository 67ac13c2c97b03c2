import { useState } from 'react';
import { isApiError } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, showToast, TextField } from '../../ui';
import { useForm } from '../../ui/useForm';
import { useEraseApplicantMutation, useSetLegalHoldMutation } from './privacyApi';

const validateReason = ({ reason }: { reason: string }) =>
  reason.trim() ? {} : { reason: 'privacy.reasonRequired' as const };

export type PrivacyAction = 'erase' | 'hold' | 'release';

const TEXTS = {
  erase: { title: 'privacy.eraseTitle', submit: 'privacy.erase', done: 'privacy.erased', icon: 'trash' },
  hold: { title: 'privacy.holdTitle', submit: 'privacy.hold', done: 'privacy.holdPlaced', icon: 'lock' },
  release: {
    title: 'privacy.releaseTitle',
    submit: 'privacy.release',
    done: 'privacy.holdReleased',
    icon: 'unlock',
  },
} as const;

/**
 * The confirmation of an erasure or a legal hold, titled by the action, with the reason it requires
 * (kept in the applicant's history and on the erasure certificate).
 */
export function PrivacyReasonDialog({
  uuid,
  action,
  onClose,
}: {
  uuid: string;
  action: PrivacyAction;
  onClose: () => void;
}) {
  const t = useT();
  const texts = TEXTS[action];
  const [erase, eraseState] = useEraseApplicantMutation();
  const [setHold, holdState] = useSetLegalHoldMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm({ reason: '' }, validateReason);
  const onSubmit = form.submit(async ({ reason }) => {
    setErrors([]);
    try {
      if (action === 'erase') await erase({ uuid, reason: reason.trim() }).unwrap();
      else await setHold({ uuid, hold: action === 'hold', reason: reason.trim() }).unwrap();
      showToast({ message: t(texts.done), intent: 'success' });
      onClose();
    } catch (error) {
      setErrors([isApiError(error) ? error.message : t('common.loadFailed')]);
    }
  });
  return (
    <FormDialog
      title={t(texts.title)}
      icon={texts.icon}
      width={480}
      busy={eraseState.isLoading || holdState.isLoading}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={errors}
      submitText={t(texts.submit)}
    >
      {action === 'erase' ? <p>{t('privacy.eraseWarning')}</p> : null}
      <TextField form={form} field="reason" id="privacy-reason" label={t('privacy.reason')} autoFocus />
    </FormDialog>
  );
}
