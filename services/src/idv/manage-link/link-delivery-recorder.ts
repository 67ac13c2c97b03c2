import { createHash } from 'node:crypto';
import { Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import type { DeliveryOutcome, DeliveryOutcomeListener } from '../../notifications/notifications.public';
import { idvDecider } from '../idv.decider';
import { recordLinkDelivery } from './link.decisions';
import { CAPTURE_LINK_PURPOSE } from './capture-link-issuer';

/**
 * Puts the final outcome of each capture-link text and email on the IDV's stream
 * (IdvLinkDelivered / IdvLinkDeliveryFailed), in the transaction that records it on the outbox row.
 * The facts do not depend on what else happened to the IDV, so the append takes any version: it
 * never fails on a concurrent applicant or staff action. The event id derives from the message, so
 * a retried job records nothing twice.
 */
export function idvLinkDeliveryRecorder(store: EventStore): DeliveryOutcomeListener {
  return async (tx: Tx, outcome: DeliveryOutcome) => {
    if (outcome.purpose !== CAPTURE_LINK_PURPOSE || !outcome.reference) return;
    const row = (
      await tx.query<{ stream_id: string }>('SELECT stream_id FROM idv_records WHERE id = $1', [
        outcome.reference,
      ])
    ).rows[0];
    if (!row) return;
    const { state } = await store.aggregate(tx, row.stream_id, idvDecider);
    const events = recordLinkDelivery(state, {
      messageId: outcome.messageId,
      channel: outcome.channel,
      attempt: outcome.attempt,
      provider: outcome.provider,
      providerMessageId: outcome.providerMessageId,
      delivered: outcome.delivered,
      permanent: outcome.permanent,
      error: outcome.error,
      now: outcome.at,
    });
    if (!events.length) return;
    await store.append(
      tx,
      row.stream_id,
      'any',
      events.map((e) => ({ ...e, eventId: deliveryEventId(outcome.messageId) })),
      {
        companyId: outcome.companyId,
        actor: { id: null, name: 'outbox-delivery', type: 'system' },
        correlationId: `outbox:${outcome.messageId}`,
      },
    );
  };
}

/** A UUID-shaped id fixed by the message: one outcome per message. */
function deliveryEventId(messageId: string): string {
  const h = createHash('sha256').update(`idv-link-delivery:${messageId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
