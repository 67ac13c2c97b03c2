import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import type { Translate } from '../../i18n/translate';
import { Button, FormField, LoadFailedCallout, SectionHeading, showToast, Spinner, TextArea } from '../../ui';
import { useAddNoteMutation, useReviewHistoryQuery, type ReviewHistoryEntry } from './reviewApi';
import { historyCodesText, historyOutcomeLabel, kindLabel } from './reviewModel';
import './review.css';

/** What one history line says, in the reader's language. */
function lineText(t: Translate, e: ReviewHistoryEntry): string {
  const kind = e.kind ? t(kindLabel(e.kind as Parameters<typeof kindLabel>[0])) : '';
  switch (e.type) {
    case 'note':
      return t('review.history.note');
    case 'approval_requested':
      return t('review.history.approvalRequested', { what: historyCodesText(t, e.codes) });
    case 'decided': {
      const label = historyOutcomeLabel(e.outcome);
      const detail = historyCodesText(t, e.codes);
      return t('review.history.decided', {
        outcome: [label ? t(label) : (e.outcome ?? ''), detail].filter(Boolean).join(' · '),
      });
    }
    case 'claimed':
      return t('review.history.claimed', { kind });
    case 'assigned':
      return t('review.history.assigned', { kind, name: e.assignee?.name ?? '' });
    case 'released':
      return t('review.history.released', { kind });
  }
}

/**
 * The applicant's notes and review history (author and time on every line), and a note to add:
 * append-only, so there is nothing to edit or remove.
 */
export function ReviewHistoryTab({ uuid }: { uuid: string }) {
  const t = useT();
  const history = useReviewHistoryQuery(uuid, { refetchOnMountOrArgChange: true });
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [add, adding] = useAddNoteMutation();
  const missing = note.trim() === '';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing) return;
    try {
      await add({ uuid, note: note.trim() }).unwrap();
      setNote('');
      setTouched(false);
      showToast({ message: t('review.history.added'), intent: 'success' });
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  return (
    <section className="detail-section review-history">
      <form onSubmit={(e) => void submit(e)} noValidate className="review-note-form">
        <FormField
          label={t('review.history.addLabel')}
          labelFor="applicant-note"
          helper={t('review.history.addHint')}
          error={touched && missing ? t('review.noteRequired') : undefined}
        >
          <TextArea
            id="applicant-note"
            fill
            rows={2}
            maxLength={2000}
            value={note}
            intent={touched && missing ? 'danger' : 'none'}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </FormField>
        <Button type="submit" icon="add" text={t('review.history.add')} loading={adding.isLoading} />
      </form>
      <SectionHeading className="detail-section-title">{t('review.history.title')}</SectionHeading>
      {history.isLoading ? <Spinner size={20} aria-label={t('common.loading')} /> : null}
      {history.isError ? <LoadFailedCallout error={history.error} /> : null}
      {history.data && history.data.length === 0 ? (
        <p className="muted">{t('review.history.empty')}</p>
      ) : null}
      <ol className="history-list">
        {(history.data ?? []).map((e, n) => (
          <li key={`${e.at}-${n}`}>
            <span className="history-at">{formatDateTime(e.at)}</span>
            <span className="history-by">{e.by.name}</span>
            <span>
              {lineText(t, e)}
              {e.note_erased ? (
                <em className="review-history-note">{t('privacy.textErased')}</em>
              ) : e.note ? (
                <span className="review-history-note">{e.note}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
