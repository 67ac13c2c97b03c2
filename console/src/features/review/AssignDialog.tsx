import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogFooter,
  FormField,
  HTMLSelect,
  showToast,
} from '../../ui';
import { useAssignItemMutation, useReviewColleaguesQuery, type ReviewItem } from './reviewApi';
import { colleaguesForAll } from './reviewModel';

interface Props {
  items: ReviewItem[];
  onClose: () => void;
  /** After the assignment (the page clears its selection). */
  onDone?: () => void;
}

/**
 * Gives one item or several to a colleague. Only colleagues who may decide every chosen item are
 * offered (the rule the server applies); each item is assigned by its own request, so one item
 * changed meanwhile (closed, taken) fails alone and the toast says how many went through.
 */
export function AssignDialog({ items, onClose, onDone }: Props) {
  const t = useT();
  const colleagues = useReviewColleaguesQuery(undefined, { refetchOnMountOrArgChange: true });
  const eligible = colleaguesForAll(colleagues.data ?? [], items);
  const [chosen, setChosen] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [assign] = useAssignItemMutation();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const colleague = eligible.find((c) => String(c.id) === chosen);
    if (!colleague) return;
    setBusy(true);
    const results = await Promise.allSettled(
      items.map((item) => assign({ id: item.id, userId: colleague.id }).unwrap()),
    );
    setBusy(false);
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const firstFailure = results.find((r) => r.status === 'rejected');
    if (done === 0 && firstFailure?.status === 'rejected') {
      showToast({
        message: messageOr(firstFailure.reason, t('common.somethingWentWrong')),
        intent: 'danger',
      });
      return;
    }
    const name = colleague.name;
    showToast({
      message:
        items.length === 1
          ? t('review.assigned', { name })
          : done === items.length
            ? t('review.assignedMany', { count: done, name })
            : t('review.assignedSome', { done, count: items.length, name }),
      intent: done === items.length ? 'success' : 'warning',
    });
    onDone?.();
    onClose();
  };
  const missing = touched && !eligible.some((c) => String(c.id) === chosen);
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={
        items.length === 1 ? t('review.assignTitle') : t('review.assignTitleMany', { count: items.length })
      }
      icon="person"
      style={{ width: 440 }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          {colleagues.isSuccess && eligible.length === 0 ? (
            <p>{t('review.noColleague')}</p>
          ) : (
            <FormField
              label={t('review.colleague')}
              labelFor="review-colleague"
              helper={t('review.colleagueHint')}
              error={missing ? t('review.chooseColleague') : undefined}
            >
              <HTMLSelect
                id="review-colleague"
                fill
                value={chosen}
                disabled={!colleagues.isSuccess}
                onChange={(e) => setChosen(e.currentTarget.value)}
                options={[
                  { value: '', label: '' },
                  ...eligible.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
              />
            </FormField>
          )}
        </DialogBody>
        {colleagues.isSuccess && eligible.length === 0 ? (
          <DialogFooter actions={<Button text={t('common.close')} onClick={onClose} />} />
        ) : (
          <DialogActions busy={busy} onCancel={onClose} submitText={t('review.assign')} />
        )}
      </form>
    </Dialog>
  );
}
