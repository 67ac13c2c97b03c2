import { randomUUID } from 'node:crypto';
import { Tx } from '../../shared/database/database';
import { prepared } from '../../shared/database/prepared';
import { AsyncProjection } from '../../shared/event-store/projection';
import { idvIdOfStream } from '../../idv/idv-records.public';
import { SOURCE_EVENT_TYPES, WebhookSourceEvent, webhookOf } from '../webhook-events';

/**
 * The dispatcher: an asynchronous subscription to the event store (the async projection runner's
 * checkpointed, commit-ordered reading), run by the webhook worker and not listed among the rebuildable
 * projections, so nothing ever re-sends history. For each event an enabled endpoint of the event's
 * company subscribed to (and registered before the event), it records one delivery; the delivery rows
 * and the checkpoint commit together, so each event becomes each delivery exactly once. The emit
 * sites know nothing of webhooks.
 */
export const webhookDispatchSubscription: AsyncProjection<WebhookSourceEvent> = {
  name: 'webhook-dispatch',
  handles: SOURCE_EVENT_TYPES,
  async reset() {
    // Never rebuilt: a rebuild would deliver every past event again.
  },
  apply(tx: Tx, event: WebhookSourceEvent) {
    return dispatch(tx, event, new Map());
  },
  /** A pass's events: each company's endpoints are read once for all of them. */
  async applyBatch(tx: Tx, events: WebhookSourceEvent[]) {
    const endpoints = new Map<number, Promise<EndpointRow[]>>();
    for (const event of events) await dispatch(tx, event, endpoints);
  },
};

interface EndpointRow {
  id: string;
  events: string[];
  created_us: string;
}

async function dispatch(
  tx: Tx,
  event: WebhookSourceEvent,
  endpointsByCompany: Map<number, Promise<EndpointRow[]>>,
): Promise<void> {
  if (event.companyId === null) return;
  const endpoints = (await companyEndpoints(tx, event.companyId, endpointsByCompany)).filter(
    // Registered before the event: the comparison PostgreSQL made when the event's time was a
    // parameter (milliseconds) and the endpoint's its column (microseconds).
    (e) => BigInt(e.created_us) <= BigInt(event.recordedAt.getTime()) * 1000n,
  );
  if (!endpoints.length) return;
  const idvId = event.streamId.startsWith('idv:') ? await idvIdOfStream(tx, event.streamId) : null;
  const hook = webhookOf(event, { idvId });
  if (!hook) return;
  const subscribed = endpoints.filter((e) => e.events.includes(hook.event));
  for (const endpoint of subscribed) {
    const id = randomUUID();
    const payload = {
      id,
      event: hook.event,
      event_id: event.eventId,
      occurred_at: new Date(event.recordedAt).toISOString(),
      data: hook.data,
    };
    await tx.query(
      `INSERT INTO webhook_deliveries (id, company_id, endpoint_id, event_id, event, stream_id, position, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (endpoint_id, event_id) DO NOTHING`,
      [
        id,
        event.companyId,
        endpoint.id,
        event.eventId,
        hook.event,
        event.streamId,
        event.globalPosition,
        payload,
      ],
    );
  }
}

/** The company's live endpoints, read once per pass (`byCompany` lives as long as the pass). */
function companyEndpoints(
  tx: Tx,
  companyId: number,
  byCompany: Map<number, Promise<EndpointRow[]>>,
): Promise<EndpointRow[]> {
  let rows = byCompany.get(companyId);
  if (!rows) {
    rows = tx
      .query<EndpointRow>(
        prepared(
          `SELECT id, events, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us
             FROM webhook_endpoints WHERE company_id = $1 AND deleted_at IS NULL AND enabled`,
          [companyId],
        ),
      )
      .then((r) => r.rows);
    byCompany.set(companyId, rows);
  }
  return rows;
}
