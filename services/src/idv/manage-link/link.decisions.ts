/**
 * The capture link: sending one (which revokes the one before), its delivery outcome, revoking it.
 * Decided on the state idv.decider.ts folds.
 */
import { type IdvState, requireExists } from '../idv.decider';
import { IdvLinkStateError } from '../idv.errors';
import type { DeliveryChannel, IdvEvent, UserRef } from '../idv.events';
import { localized, type Language } from '../../shared/i18n';

export interface SendLinkCommand {
  linkId: string;
  tokenHash: string;
  channels: DeliveryChannel[];
  messageIds: string[];
  now: string;
  expiresAt: string;
  by: UserRef;
  /** The language the messages were written in (the applicant's, else the requesting staff member's). */
  language: Language;
}

/** A new link replaces the active one (revoked in the same append), so only one link works at a time. */
export function sendLink(state: IdvState, cmd: SendLinkCommand): IdvEvent[] {
  requireLinkable(state);
  const replaced: IdvEvent[] = state.activeLinkId
    ? [
        {
          type: 'IdvLinkRevoked',
          data: { linkId: state.activeLinkId, reason: 'replaced', revokedAt: cmd.now, revokedBy: cmd.by },
        },
      ]
    : [];
  const { linkId, tokenHash, channels, messageIds, now, expiresAt, by, language } = cmd;
  return [
    ...replaced,
    {
      type: 'IdvLinkSent',
      data: {
        idvId: state.idvId!,
        linkId,
        tokenHash,
        channels,
        messageIds,
        sentAt: now,
        expiresAt,
        resend: Object.keys(state.links).length > 0,
        sentBy: by,
        language,
      },
    },
  ];
}

export interface DeliveryReport {
  messageId: string;
  channel: DeliveryChannel;
  attempt: number;
  provider: string;
  providerMessageId: string | null;
  delivered: boolean;
  permanent: boolean;
  error: string | null;
  now: string;
}

/**
 * The outcome of one message of this IDV's links, for the audit trail. Recorded whatever the IDV's
 * state (a late failure still belongs in the history), once per message; a message this IDV never
 * sent decides nothing.
 */
export function recordLinkDelivery(state: IdvState, report: DeliveryReport): IdvEvent[] {
  const message = state.messages[report.messageId];
  if (!message || message.outcome) return [];
  const { messageId, channel, attempt, provider, now } = report;
  const base = { linkId: message.linkId, messageId, channel, attempt, provider };
  return report.delivered
    ? [
        {
          type: 'IdvLinkDelivered',
          data: { ...base, providerMessageId: report.providerMessageId, deliveredAt: now },
        },
      ]
    : [
        {
          type: 'IdvLinkDeliveryFailed',
          data: {
            ...base,
            permanent: report.permanent,
            error: report.error ?? 'delivery failed',
            failedAt: now,
          },
        },
      ];
}

/** A link makes sense only until the applicant has submitted (checked before a text is paid for). */
export function requireLinkable(state: IdvState): void {
  requireExists(state);
  if (state.status !== 'Requested')
    throw new IdvLinkStateError('IDV.ALREADY_SUBMITTED', localized('error.alreadySubmitted'));
}

export function revokeLink(state: IdvState, by: UserRef, now: string): IdvEvent[] {
  requireExists(state);
  if (!state.activeLinkId) throw new IdvLinkStateError('IDV.NO_ACTIVE_LINK', localized('error.noActiveLink'));
  return [
    {
      type: 'IdvLinkRevoked',
      data: { linkId: state.activeLinkId, reason: 'revoked', revokedAt: now, revokedBy: by },
    },
  ];
}
