import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, showToast } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { caseActions, RECORDED_METHODS, type RecordedMethod } from './caseActions';
import { CaseTextDialog } from './CaseTextDialog';
import { useContactFinaidStudentMutation, type CaseTextAction, type FinaidCase } from './financialAidApi';
import { RecordVerificationDialog } from './RecordVerificationDialog';

const TEXT_ACTIONS = {
  not_verified: 'not-verified',
  unable_to_contact: 'unable-to-contact',
  reopen: 'reopen',
  deadline: 'deadline',
} as const satisfies Record<string, CaseTextAction>;

/** What the remote self-service flow meets of NIST SP 800-63A IAL2, said before the link is sent. */
function RemoteIal2Note() {
  const t = useT();
  return (
    // The title as bold text, not the callout's own h5: the dialog's heading levels stay in order.
    <Callout intent="warning" icon="info-sign" className="finaid-ial2">
      <strong>{t('finaid.ial2.title')}</strong>
      <ul>
        <li>{t('finaid.ial2.meets')}</li>
        <li>{t('finaid.ial2.partly')}</li>
        <li>{t('finaid.ial2.notMet')}</li>
      </ul>
      <p>{t('finaid.ial2.decide')}</p>
    </Callout>
  );
}

/**
 * The case's actions, only those the server would take from this user now (caseActions.ts): the three
 * recorded methods open their form, the remote link and the reminder go at once, the others ask for
 * their one answer.
 */
export function FinaidCaseActions({ caseRow }: { caseRow: FinaidCase }) {
  const t = useT();
  const canOverride = usePermission(Permission.editIdvSfs);
  const actions = caseActions(caseRow, canOverride);
  const [recording, setRecording] = useState<RecordedMethod | null>(null);
  const [answering, setAnswering] = useState<CaseTextAction | null>(null);
  const [contact, contacting] = useContactFinaidStudentMutation();

  const send = async (action: 'remind' | 'remote-link') => {
    try {
      const answer = await contact({ id: caseRow.id, action }).unwrap();
      // The server says whether the remote link went out or the case follows an IDV already submitted.
      const said = action === 'remote-link' ? answer.message : undefined;
      showToast({ message: said ?? t(`finaid.action.${action}.done`), intent: 'success' });
    } catch (e) {
      showToast({ message: messageOr(e, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  const methods = RECORDED_METHODS.filter((m) => actions.includes(m));
  return (
    <div className="finaid-actions">
      {methods.length ? (
        <div className="finaid-action-row" role="group" aria-label={t('finaid.detail.record')}>
          <span className="muted">{t('finaid.detail.record')}</span>
          {methods.map((m) => (
            <Button key={m} icon="endorsed" text={t(`finaid.method.${m}`)} onClick={() => setRecording(m)} />
          ))}
        </div>
      ) : null}
      <div className="finaid-action-row" role="group" aria-label={t('finaid.detail.actions')}>
        {actions.includes('remote_link') ? (
          <Button
            icon="mobile-phone"
            text={t('finaid.action.remote-link')}
            loading={contacting.isLoading && contacting.originalArgs?.action === 'remote-link'}
            onClick={() => void send('remote-link')}
          />
        ) : null}
        {actions.includes('remind') ? (
          <Button
            icon="notifications"
            text={t('finaid.action.remind')}
            loading={contacting.isLoading && contacting.originalArgs?.action === 'remind'}
            onClick={() => void send('remind')}
          />
        ) : null}
        {(Object.keys(TEXT_ACTIONS) as (keyof typeof TEXT_ACTIONS)[])
          .filter((a) => actions.includes(a))
          .map((a) => (
            <Button
              key={a}
              text={t(`finaid.action.${TEXT_ACTIONS[a]}`)}
              intent={a === 'reopen' ? 'warning' : 'none'}
              onClick={() => setAnswering(TEXT_ACTIONS[a])}
            />
          ))}
      </div>
      {actions.includes('remote_link') ? <RemoteIal2Note /> : null}
      {recording ? (
        <RecordVerificationDialog caseRow={caseRow} method={recording} onClose={() => setRecording(null)} />
      ) : null}
      {answering ? (
        <CaseTextDialog caseRow={caseRow} action={answering} onClose={() => setAnswering(null)} />
      ) : null}
    </div>
  );
}
