import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { formatScorePercent } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import {
  Dialog,
  DialogActions,
  DialogBody,
  FormField,
  Radio,
  RadioGroup,
  showToast,
  TextArea,
} from '../../ui';
import { useReviewMatchMutation } from './watchlistApi';
import type { ReviewDecision, WatchlistMatch, WatchlistResult } from './watchlistTypes';

export interface ReviewTarget {
  match: WatchlistMatch;
  decision: ReviewDecision;
}

interface Props {
  uuid: string;
  target: ReviewTarget;
  onClose: () => void;
  onReviewed: (result: WatchlistResult | null) => void;
}

/** Confirm / False positive on one match, with the reason the audit trail keeps. */
export function ReviewDialog({ uuid, target, onClose, onReviewed }: Props) {
  const t = useT();
  const [decision, setDecision] = useState<ReviewDecision>(target.decision);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [review, state] = useReviewMatchMutation();
  const missing = reason.trim() === '';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing) return;
    try {
      const { result, pendingApproval } = await review({
        uuid,
        entryId: target.match.entryId,
        decision,
        reason: reason.trim(),
      }).unwrap();
      onReviewed(result);
      showToast({
        message: pendingApproval ? t('review.approval.sent') : t('watchlist.review.saved'),
        intent: 'success',
      });
      onClose();
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')) });
    }
  };
  return (
    <Dialog
      isOpen
      onClose={state.isLoading ? undefined : onClose}
      title={t('watchlist.review.title', { name: target.match.name })}
      icon="take-action"
      style={{ width: 480 }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <p className="muted">
            {target.match.entryId} · {formatScorePercent(target.match.score)} · {target.match.sanctionType}
          </p>
          <RadioGroup
            label={t('watchlist.review.decision')}
            selectedValue={decision}
            onChange={(e) => setDecision(e.currentTarget.value as ReviewDecision)}
            inline
          >
            <Radio value="confirmed" label={t('watchlist.confirm')} />
            <Radio value="false_positive" label={t('watchlist.falsePositive')} />
          </RadioGroup>
          <FormField
            label={t('watchlist.review.reason')}
            labelFor="review-reason"
            error={touched && missing ? t('watchlist.review.reasonRequired') : undefined}
          >
            <TextArea
              id="review-reason"
              fill
              rows={3}
              maxLength={2000}
              autoFocus
              value={reason}
              intent={touched && missing ? 'danger' : 'none'}
              onChange={(e) => setReason(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
            />
          </FormField>
        </DialogBody>
        <DialogActions
          busy={state.isLoading}
          onCancel={onClose}
          submitText={t('watchlist.review.save')}
          submitIntent={decision === 'confirmed' ? 'danger' : 'primary'}
        />
      </form>
    </Dialog>
  );
}
