import { exhaustive, Recorded } from '../shared/domain/event';
import { Tx } from '../shared/database/database';
import { InlineProjection } from '../shared/event-store/projection';
import {
  WEBHOOK_ENDPOINT_EVENT_TYPES,
  WEBHOOK_ENDPOINT_STREAM_PREFIX,
  WebhookEndpointEvent,
} from './webhook-endpoint.events';

/** The reason the console shows beside a disabled endpoint (the answers of GET /api/webhooks). */
export function disabledReasonText(
  data: { reason: 'admin' } | { reason: 'failures'; failures: number },
): string {
  return data.reason === 'admin'
    ? 'Disabled by an admin'
    : `Disabled after ${data.failures} consecutive failed deliveries`;
}

/**
 * Inline: the endpoint list reads its own write, and the dispatcher sees a registered or disabled
 * endpoint from the commit on. The sealed secrets and the failure streak live in
 * webhook_endpoint_state, which the rebuild's reset leaves alone.
 */
export const webhookEndpointsProjection: InlineProjection<Recorded<WebhookEndpointEvent>> = {
  name: 'webhook_endpoints',
  handles: WEBHOOK_ENDPOINT_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM webhook_endpoints');
  },
  async apply(tx: Tx, event: Recorded<WebhookEndpointEvent>) {
    const id = event.streamId.slice(WEBHOOK_ENDPOINT_STREAM_PREFIX.length);
    switch (event.type) {
      case 'WebhookEndpointRegistered':
        await tx.query(
          `INSERT INTO webhook_endpoints (id, company_id, url, description, events, created_by_name, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.companyId,
            event.data.url,
            event.data.description,
            event.data.events,
            event.metadata.actor.name,
            event.recordedAt,
          ],
        );
        return;
      case 'WebhookEndpointEventsChanged':
        await tx.query('UPDATE webhook_endpoints SET events = $2 WHERE id = $1', [id, event.data.events]);
        return;
      case 'WebhookEndpointEnabled':
        await tx.query(
          'UPDATE webhook_endpoints SET enabled = true, disabled_at = NULL, disabled_reason = NULL WHERE id = $1',
          [id],
        );
        return;
      case 'WebhookEndpointDisabled':
        await tx.query(
          'UPDATE webhook_endpoints SET enabled = false, disabled_at = $2, disabled_reason = $3 WHERE id = $1',
          [id, event.recordedAt, disabledReasonText(event.data)],
        );
        return;
      case 'WebhookSecretRotated':
        // Nothing listed changes: the overlap's end is read from webhook_endpoint_state.
        return;
      case 'WebhookEndpointDeleted':
        await tx.query('UPDATE webhook_endpoints SET deleted_at = $2, enabled = false WHERE id = $1', [
          id,
          event.recordedAt,
        ]);
        return;
      default:
        exhaustive(event);
    }
  },
};
