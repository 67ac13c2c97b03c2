import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { Button, ConfirmDialog, EmptyState, showToast, Tooltip } from '../../ui';
import { usePermission } from '../auth/usePermission';
import type { Session } from '../verifications/sessionTypes';
import { useAskIdvMutation, useSubjectIdvQuery } from './idvApi';
import { IdvDetail } from './IdvDetail';
import { requestPermission } from './idvModel';
import { LinkRecipientsList } from './LinkRecipientsList';
import { linkRecipients } from './requestIdvModel';
import type { IdvFormType } from './idvTypes';

/**
 * Spec §2 request button of one form type (permission 2 or 3). It texts and emails the applicant, so it
 * asks first; while an IDV of that form type is pending or completed it is disabled and says why (the
 * server would answer 409).
 */
function RequestIdvButton({ session, formType }: { session: Session; formType: IdvFormType }) {
  const uuid = session.uuid;
  const t = useT();
  const allowed = usePermission(requestPermission(formType));
  const existing = useSubjectIdvQuery({ uuid, formType }, { skip: !allowed });
  const [ask, { isLoading }] = useAskIdvMutation();
  const [confirming, setConfirming] = useState(false);
  if (!allowed) return null;
  const run = async () => {
    try {
      const result = await ask({ uuid, formType }).unwrap();
      // Spec §7: the server's message is shown as a success.
      showToast({ intent: 'success', message: result.message || t('idv.ask.sent') });
    } catch (error) {
      // Spec §8: the server message as an error toast.
      showToast({ message: messageOr(error, t('common.somethingWentWrong')) });
    } finally {
      setConfirming(false);
    }
  };
  const formLabel = t(formType === 'FINANCIAL_AID' ? 'idv.form.sfs' : 'idv.form.admissions');
  const record = existing.data;
  const recipients = linkRecipients(session);
  const blockedBy = record
    ? t(record.status === 'Completed' ? 'idv.ask.alreadyCompleted' : 'idv.ask.alreadyPending', {
        form: formLabel,
      })
    : existing.isFetching
      ? t('idv.ask.checking', { form: formLabel })
      : !recipients.reachable
        ? t('confirm.noReachableContact')
        : null;
  const button = (
    <Button
      icon="id-number"
      size="small"
      text={t(formType === 'FINANCIAL_AID' ? 'idv.ask.sfs' : 'idv.ask.admissions')}
      loading={isLoading}
      // Until the query answers nobody knows whether a request exists: no second request meanwhile.
      disabled={blockedBy !== null}
      data-request-idv={formType}
      onClick={() => setConfirming(true)}
    />
  );
  return (
    <>
      {/* A disabled button gets no hover or focus, so the reason is a tooltip on a focusable wrapper. */}
      {blockedBy ? (
        <Tooltip content={blockedBy} compact>
          <span tabIndex={0} aria-label={blockedBy} data-blocked-reason={blockedBy}>
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={t('confirm.sendLink')}
        message={t('idv.ask.confirm', { form: formLabel })}
        confirmText={t('idv.ask.confirmSend')}
        intent="primary"
        loading={isLoading}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        <LinkRecipientsList recipients={recipients} />
      </ConfirmDialog>
    </>
  );
}

/** Spec §2 request-IDV buttons of the verification detail header (permissions 2 and 3). */
export function RequestIdvButtons({ session }: { session: Session }) {
  return (
    <>
      <RequestIdvButton session={session} formType="ADMISSIONS" />
      <RequestIdvButton session={session} formType="FINANCIAL_AID" />
    </>
  );
}

/** 'IDV Results (Admissions)' / 'IDV Results (SFS)': the subject's IDV of that form type. */
export function IdvResultsTab({ session, formType }: { session: Session; formType: IdvFormType }) {
  // Spec §8: IDV fetch errors are silently ignored; the tab then shows the empty state.
  const { data, isError, isLoading, refetch } = useSubjectIdvQuery({ uuid: session.uuid, formType });
  if (isLoading) return <IdvNoDataWhileLoading />;
  if (isError || !data) return <IdvNoDataTab />;
  return <IdvDetail record={data} onReload={() => void refetch()} />;
}

/** Spec §8 empty state, with a line on how the tab fills. */
function IdvNoDataTab() {
  const t = useT();
  return (
    <EmptyState
      level="section"
      icon="id-number"
      iconSize={32}
      title={t('idv.noData')}
      description={t('detail.idvEmpty')}
    />
  );
}

function IdvNoDataWhileLoading() {
  const t = useT();
  return <div className="idv-no-data muted">{t('common.loading')}</div>;
}
