import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../../app/apiError';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Callout,
  FormField,
  Radio,
  RadioGroup,
  showToast,
  TextArea,
  useRefocusOnClose,
} from '../../ui';
import { usePermission } from '../auth/usePermission';
import { useUpdateIdvMutation } from './idvApi';
import { canOverride, editPermission, formatIdvScore } from './idvModel';
import type { IdvRecord } from './idvTypes';
import { IdvStatusTag } from './IdvStatusTag';
import { ReasonCount } from './ReasonCount';

export function DetailField({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'idv-field idv-field-wide' : 'idv-field'}>
      <div className="idv-label">{label}</div>
      <div className="detail-value">{children}</div>
    </div>
  );
}

type Verdict = 'PASSED' | 'FAILED';

/**
 * The one check made before saving: a reason at all. Its length is the server's to judge (the counter
 * shows the limit as one types), and the server's own message is shown under the box.
 */
export function reasonProblem(reason: string, t: ReturnType<typeof useT>): string | null {
  return reason.trim() ? null : t('idv.edit.reasonRequired');
}

interface Props {
  record: IdvRecord;
  /** A past state (as-of view) is read-only. */
  readOnly: boolean;
  /** Reload after a conflict, to show the values someone else saved. */
  onReload: () => void;
}

/** Spec §2/§4 IDV data panel: the result, its override details, and the edit mode (Passed/Failed + reason). */
export function IdvResultPanel({ record, readOnly, onReload }: Props) {
  const t = useT();
  const allowed = usePermission(editPermission(record.form_type));
  const [editing, setEditing] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>('PASSED');
  const [reason, setReason] = useState('');
  // The message shown under the reason: the client's own check, or the server's errors[].message.
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateIdvMutation();
  const focus = useRefocusOnClose<HTMLButtonElement, HTMLDivElement, HTMLTextAreaElement>(editing, isLoading);
  const edited = Boolean(record.edit_user);

  const open = () => {
    setVerdict(record.overall_validation === 'FAILED' ? 'FAILED' : 'PASSED');
    setReason('');
    setReasonError(null);
    setProblem(null);
    setEditing(true);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonProblem(reason, t);
    if (problem) {
      setReasonError(problem);
      return;
    }
    setProblem(null);
    try {
      const saved = await update({
        id: record.id,
        overall_validation: verdict,
        reason: reason.trim(),
        expected_version: record.version,
      }).unwrap();
      setEditing(false);
      showToast({
        intent: 'success',
        message: saved.pending_approval ? t('review.approval.sent') : t('idv.edit.saved'),
      });
    } catch (error) {
      console.error('IDV update failed', error);
      if (isApiError(error) && error.code === 'IDV.VERSION_CONFLICT') {
        setProblem(t('idv.edit.conflict'));
        onReload();
      } else if (isApiError(error) && error.errors.some((e) => e.field === 'reason')) {
        // The server says what is wrong (too long, required…): show its words, not a fixed text.
        setReasonError(
          error.errors.find((e) => e.field === 'reason')?.message || error.message || t('idv.edit.failed'),
        );
      } else {
        setProblem(isApiError(error) && error.message ? error.message : t('idv.edit.failed'));
      }
    }
  };

  return (
    <div className="idv-result" ref={focus.fallback} tabIndex={-1}>
      <div className="idv-fields">
        <DetailField label={t('idv.detail.overallValidation')}>
          <IdvStatusTag value={record.overall_validation} large />
        </DetailField>
        <DetailField label={t('idv.detail.score')}>
          <span className="idv-score">{formatIdvScore(record.overall_value)}</span>
        </DetailField>
        <DetailField label={t('idv.detail.state')}>
          {t(
            record.status === 'Completed'
              ? 'idv.state.completed'
              : record.status === 'Submitted'
                ? 'idv.state.submitted'
                : 'idv.state.requested',
          )}
        </DetailField>
        <DetailField label={t('idv.detail.completedAt')}>{formatDateTime(record.completed_at)}</DetailField>
        {edited ? (
          <>
            <DetailField label={t('idv.detail.editedBy')}>{record.edit_user}</DetailField>
            <DetailField label={t('idv.detail.editedOn')}>{formatDateTime(record.edited_on)}</DetailField>
            <DetailField label={t('idv.detail.overrideReason')} wide>
              <span className="idv-override-reason">{record.reason || t('idv.detail.none')}</span>
            </DetailField>
          </>
        ) : record.admin_message ? (
          <DetailField label={t('idv.detail.adminMessage')} wide>
            {record.admin_message}
          </DetailField>
        ) : null}
      </div>
      {problem ? (
        <Callout intent="warning" icon="warning-sign" className="idv-callout">
          {problem}
        </Callout>
      ) : null}
      {editing ? (
        <form className="idv-edit" onSubmit={(e) => void save(e)} noValidate>
          <RadioGroup
            label={t('idv.detail.overallValidation')}
            inline
            selectedValue={verdict}
            onChange={(e) => setVerdict(e.currentTarget.value as Verdict)}
            disabled={isLoading}
          >
            <Radio value="PASSED" label={t('idv.result.passed')} />
            <Radio value="FAILED" label={t('idv.result.failed')} />
          </RadioGroup>
          <FormField label={t('idv.edit.reason')} labelFor="idv-reason" error={reasonError ?? undefined}>
            <TextArea
              id="idv-reason"
              inputRef={focus.retry}
              fill
              rows={3}
              value={reason}
              disabled={isLoading}
              intent={reasonError ? 'danger' : 'none'}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setReason(next);
                // Clear a shown problem as soon as the text fixes it; never nag while typing.
                if (reasonError && !reasonProblem(next, t)) setReasonError(null);
              }}
              onBlur={() => setReasonError(reasonProblem(reason, t))}
            />
            <ReasonCount reason={reason} />
          </FormField>
          <div className="form-actions">
            <Button
              text={t('common.cancel')}
              onClick={() => {
                setEditing(false);
                setProblem(null);
              }}
              disabled={isLoading}
            />
            <Button type="submit" intent="primary" text={t('common.save')} loading={isLoading} />
          </div>
        </form>
      ) : allowed && !readOnly && canOverride(record) ? (
        <div className="idv-result-actions">
          <Button icon="edit" text={t('idv.edit.button')} onClick={open} ref={focus.opener} />
        </div>
      ) : null}
    </div>
  );
}
