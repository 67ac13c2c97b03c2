import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, showToast } from '../../ui';
import { useDecideApprovalMutation, type ReviewItem } from './reviewApi';
import { approvalSummary } from './reviewModel';
import { ReviewNoteField } from './ReviewNoteField';

/** Refusals are told in a toast, so the form lists none above its fields. */
const NO_ERRORS: string[] = [];

interface Props {
  item: ReviewItem;
  approve: boolean;
  onClose: () => void;
}

/**
 * Four-eyes: a colleague's request approved (the decision is applied) or rejected (nothing changes),
 * with a note; required to reject, as the server asks. The requester is never offered this.
 */
export function ApprovalDialog({ item, approve, onClose }: Props) {
  const t = useT();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [decide, state] = useDecideApprovalMutation();
  const missingNote = !approve && note.trim() === '';
  const submit = async (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    setTouched(true);
    if (missingNote) return;
    try {
      await decide({ id: item.id, approve, note: note.trim() }).unwrap();
      showToast({
        message: t(approve ? 'review.approval.approved' : 'review.approval.rejected'),
        intent: 'success',
      });
      onClose();
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  return (
    <FormDialog
      title={t(approve ? 'review.approval.approveTitle' : 'review.approval.rejectTitle')}
      icon={approve ? 'tick-circle' : 'cross-circle'}
      width={480}
      busy={state.isLoading}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      errors={NO_ERRORS}
      submitText={t(approve ? 'review.approval.approve' : 'review.approval.reject')}
      submitIntent={approve ? 'primary' : 'danger'}
    >
      <p className="muted mono small">{item.session_uuid}</p>
      <p>{approvalSummary(t, item.reason_codes)}</p>
      <p className="muted small">{t('review.approval.historyHint')}</p>
      <ReviewNoteField id="approval-note" value={note} onChange={setNote} missing={touched && missingNote} />
    </FormDialog>
  );
}
