import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { ReviewNoteField } from './ReviewNoteField';
import { FormDialog, Radio, RadioGroup, showToast } from '../../ui';
import { useDecideItemMutation, type ReviewItem, type ReviewOutcome } from './reviewApi';
import { DECIDE_OUTCOMES, outcomeLabel } from './reviewModel';

/** Refusals are told in a toast, so the form lists none above its fields. */
const NO_ERRORS: string[] = [];

interface Props {
  item: ReviewItem;
  onClose: () => void;
}

/** The outcome of a high-risk item, with the note its history keeps (both required, as the server asks). */
export function DecideDialog({ item, onClose }: Props) {
  const t = useT();
  const [outcome, setOutcome] = useState<ReviewOutcome | ''>('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [decide, state] = useDecideItemMutation();
  const missingNote = note.trim() === '';
  const missingOutcome = outcome === '';
  const submit = async (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    setTouched(true);
    if (missingNote || outcome === '') return;
    try {
      await decide({ id: item.id, outcome, note: note.trim() }).unwrap();
      showToast({ message: t('review.decided'), intent: 'success' });
      onClose();
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  return (
    <FormDialog
      title={t('review.decideTitle')}
      icon="take-action"
      width={480}
      busy={state.isLoading}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      errors={NO_ERRORS}
      submitText={t('review.decide')}
    >
      <p className="muted mono small">{item.session_uuid}</p>
      <RadioGroup
        label={t('review.outcome')}
        name="review-outcome"
        selectedValue={outcome}
        onChange={(e) => setOutcome(e.currentTarget.value as ReviewOutcome)}
      >
        {DECIDE_OUTCOMES.map((o) => (
          <Radio key={o} value={o} label={t(outcomeLabel(o))} />
        ))}
      </RadioGroup>
      {touched && missingOutcome ? (
        <p className="small text-danger" role="alert">
          {t('review.chooseOutcome')}
        </p>
      ) : null}
      <ReviewNoteField
        id="review-note"
        value={note}
        onChange={setNote}
        missing={touched && missingNote}
        onBlur={() => setTouched(true)}
      />
    </FormDialog>
  );
}
