import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { formatDateTime } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Button, ConfirmDialog, showToast, StatusTag, type Tone } from '../../ui';
import { usePermission } from '../auth/usePermission';
import { useResendLinkMutation, useRevokeLinkMutation } from './idvApi';
import { linkActions, linkState, requestPermission, type LinkState } from './idvModel';
import type { IdvRecord } from './idvTypes';
import { DetailField } from './IdvResultPanel';
import { LinkRecipientsList } from './LinkRecipientsList';
import { recordRecipients } from './requestIdvModel';

const STATE: Record<LinkState, { label: MessageKey; tone: Tone }> = {
  none: { label: 'idv.link.none', tone: 'neutral' },
  active: { label: 'idv.link.active', tone: 'primary' },
  opened: { label: 'idv.link.opened', tone: 'primary' },
  used: { label: 'idv.link.used', tone: 'success' },
  revoked: { label: 'idv.link.revoked', tone: 'danger' },
  expired: { label: 'idv.link.expired', tone: 'warning' },
};

/** The applicant's link: sent, opened (formLinks[0].clicked_at), expires; Resend / Revoke with permission 2 / 3. */
export function IdvLinkPanel({ record, readOnly }: { record: IdvRecord; readOnly: boolean }) {
  const t = useT();
  const link = record.formLinks?.[0];
  const state = linkState(link, new Date());
  const allowed = usePermission(requestPermission(record.form_type));
  const actions = linkActions(record, new Date());
  const [resend, { isLoading: resending }] = useResendLinkMutation();
  const [revoke, { isLoading: revoking }] = useRevokeLinkMutation();
  // Both text the applicant or cut their link off, so each asks first.
  const [confirming, setConfirming] = useState<'resend' | 'revoke' | null>(null);
  const run = async (action: 'resend' | 'revoke') => {
    try {
      const result = await (action === 'resend' ? resend(record.id) : revoke(record.id)).unwrap();
      showToast({
        intent: 'success',
        message: result.message || t(action === 'resend' ? 'idv.link.resent' : 'idv.link.revokedDone'),
      });
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')) });
    } finally {
      setConfirming(null);
    }
  };
  return (
    <div className="idv-link">
      <div className="idv-fields">
        <DetailField label={t('idv.link.state')}>
          <StatusTag tone={STATE[state].tone}>{t(STATE[state].label)}</StatusTag>
        </DetailField>
        <DetailField label={t('idv.link.sent')}>{formatDateTime(link?.sent_at)}</DetailField>
        <DetailField label={t('idv.link.openedAt')}>{formatDateTime(link?.clicked_at)}</DetailField>
        <DetailField label={t('idv.link.expires')}>{formatDateTime(link?.expires_at)}</DetailField>
        <DetailField label={t('idv.link.channels')}>
          {link?.channels?.length
            ? link.channels.map((c) => t(c === 'sms' ? 'idv.link.sms' : 'idv.link.email')).join(', ')
            : '--'}
        </DetailField>
        <DetailField label={t('idv.link.requestedBy')}>{record.requested_by || '--'}</DetailField>
      </div>
      {allowed && !readOnly && (actions.resend || actions.revoke) ? (
        <div className="idv-result-actions">
          {actions.resend ? (
            <Button
              icon="send-message"
              text={t('idv.link.resend')}
              loading={resending}
              onClick={() => setConfirming('resend')}
            />
          ) : null}
          {actions.revoke ? (
            <Button
              icon="disable"
              intent="danger"
              variant="outlined"
              text={t('idv.link.revoke')}
              onClick={() => setConfirming('revoke')}
            />
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t(confirming === 'resend' ? 'confirm.resendLink' : 'confirm.revokeLink')}
        message={t(confirming === 'resend' ? 'idv.link.resendConfirm' : 'idv.link.revokeConfirm')}
        confirmText={t(confirming === 'resend' ? 'idv.ask.confirmSend' : 'idv.link.revoke')}
        intent={confirming === 'resend' ? 'primary' : 'danger'}
        loading={resending || revoking}
        onConfirm={() => void run(confirming ?? 'revoke')}
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'resend' ? <LinkRecipientsList recipients={recordRecipients(record)} /> : null}
      </ConfirmDialog>
    </div>
  );
}
