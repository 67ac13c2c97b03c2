import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, FormField, HTMLSelect, showToast, TextArea } from '../../ui';
import { useRequestResubmissionMutation, type ResubmissionReason, type ReviewItem } from './reviewApi';
import { RESUBMISSION_REASONS, resubmissionReasonLabel } from './reviewModel';

/** Refusals are told in a toast, so the form lists none above its fields. */
const NO_ERRORS: string[] = [];

interface Props {
  item: ReviewItem;
  onClose: () => void;
}

/**
 * Ask the applicant for new photos: a reason they read in their own language on the capture page and
 * in the new link's message, and an optional note that only staff see. The item closes; new photos
 * that again need a person raise a new one.
 */
export function ResubmissionDialog({ item, onClose }: Props) {
  const t = useT();
  const [reason, setReason] = useState<ResubmissionReason | ''>('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [request, state] = useRequestResubmissionMutation();
  const submit = async (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    setTouched(true);
    if (reason === '' || item.form_type === null) return;
    try {
      await request({
        uuid: item.session_uuid,
        formType: item.form_type,
        reason,
        note: note.trim(),
      }).unwrap();
      showToast({ message: t('review.resubmission.sent'), intent: 'success' });
      onClose();
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  return (
    <FormDialog
      title={t('review.resubmission.title')}
      icon="camera"
      width={520}
      busy={state.isLoading}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      errors={NO_ERRORS}
      submitText={t('review.resubmission.send')}
    >
      <p className="muted mono small">{item.session_uuid}</p>
      <FormField
        label={t('review.resubmission.reason')}
        labelFor="resubmission-reason"
        helper={t('review.resubmission.reasonHint')}
        error={touched && reason === '' ? t('review.resubmission.chooseReason') : undefined}
      >
        <HTMLSelect
          id="resubmission-reason"
          fill
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as ResubmissionReason)}
        >
          <option value="">{t('review.resubmission.choose')}</option>
          {RESUBMISSION_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(resubmissionReasonLabel(r))}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      <FormField
        label={t('review.resubmission.note')}
        labelFor="resubmission-note"
        helper={t('review.resubmission.noteHint')}
      >
        <TextArea
          id="resubmission-note"
          fill
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
