import { useState, type FormEvent } from 'react';
import { isApiError } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, FormField, showToast, TextArea } from '../../ui';
import { useReviewSelfieMatchMutation } from './idvApi';
import type { IdvRecord } from './idvTypes';
import { reasonProblem } from './IdvResultPanel';
import { ReasonCount } from './ReasonCount';

interface Props {
  record: IdvRecord;
  decision: 'MATCH' | 'NO_MATCH';
  onClose: () => void;
  /** Reload after a conflict, to show what someone else decided. */
  onReload: () => void;
}

/**
 * Staff decide a selfie match in review (issue 30): the decision chosen with the Match / No match
 * button, and the reason, required as for an override. Both are recorded in the IDV's history.
 */
export function SelfieReviewDialog({ record, decision, onClose, onReload }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [review, { isLoading }] = useReviewSelfieMatchMutation();

  const save = async (event?: Pick<FormEvent, 'preventDefault'>) => {
    event?.preventDefault();
    const problem = reasonProblem(reason, t);
    if (problem) {
      setReasonError(problem);
      return;
    }
    setErrors([]);
    try {
      await review({
        id: record.id,
        decision,
        reason: reason.trim(),
        expected_version: record.version,
      }).unwrap();
      showToast({ intent: 'success', message: t('idv.face.reviewSaved') });
      onClose();
    } catch (error) {
      console.error('Selfie review failed', error);
      const code = isApiError(error) ? error.code : null;
      if (code === 'IDV.VERSION_CONFLICT' || code === 'IDV.SELFIE_NOT_IN_REVIEW') {
        setErrors([t('idv.face.reviewConflict')]);
        onReload();
      } else if (isApiError(error) && error.errors.some((e) => e.field === 'reason')) {
        setReasonError(error.errors.find((e) => e.field === 'reason')?.message || error.message);
      } else {
        setErrors([isApiError(error) && error.message ? error.message : t('idv.face.reviewFailed')]);
      }
    }
  };

  return (
    <FormDialog
      title={t(decision === 'MATCH' ? 'idv.face.reviewTitleMatch' : 'idv.face.reviewTitleNoMatch')}
      icon={decision === 'MATCH' ? 'tick-circle' : 'cross-circle'}
      width={520}
      busy={isLoading}
      onClose={onClose}
      onSubmit={(e) => void save(e)}
      errors={errors}
      submitText={t(decision === 'MATCH' ? 'idv.face.reviewMatch' : 'idv.face.reviewNoMatch')}
    >
      <p className="muted">{t('idv.face.reviewHint')}</p>
      <FormField
        label={t('idv.edit.reason')}
        labelFor="selfie-review-reason"
        error={reasonError ?? undefined}
      >
        <TextArea
          id="selfie-review-reason"
          fill
          rows={3}
          autoFocus
          value={reason}
          disabled={isLoading}
          intent={reasonError ? 'danger' : 'none'}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setReason(next);
            if (reasonError && !reasonProblem(next, t)) setReasonError(null);
          }}
        />
        <ReasonCount reason={reason} />
      </FormField>
    </FormDialog>
  );
}
