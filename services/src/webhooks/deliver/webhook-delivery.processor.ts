import { DelayedError, Job } from 'bullmq';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant } from '../../shared/database/database';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata, systemContext } from '../../shared/event-store/event-metadata';
import { EventStore } from '../../shared/event-store/event-store';
import { WEBHOOK_SECRET_PURPOSE } from '../manage-endpoints/webhook-endpoints';
import {
  disableAfterFailures as disableOnFailures,
  webhookEndpointDecider,
} from '../webhook-endpoint.decider';
import { webhookEndpointStreamId } from '../webhook-endpoint.events';
import { SIGNATURE_HEADER, signatureHeader } from '../webhook-signature';
import { PostResult, postWebhook } from './post-webhook';
import { WebhookJob, disableAfterFailures } from './webhook-queue';

export interface DeliveryDeps {
  db: Database;
  keys: TenantKeys;
  store: EventStore;
}

/** A delivery with its endpoint's address and secrets, as deliverWebhook reads it. */
interface DeliveryRow {
  id: string;
  endpoint_id: string;
  stream_id: string;
  position: string;
  payload: unknown;
  status: string;
  attempts: number;
  event: string;
  url: string;
  live: boolean;
  secret_sealed: Buffer;
  previous_sealed: Buffer | null;
}

/** How long a delivery waits while an earlier one of the same stream to the same endpoint is pending. */
const ORDER_WAIT_MS = 250;

/**
 * One attempt of one delivery. At-least-once: a delivery already delivered or failed is skipped, so a
 * job run twice (a worker killed mid-delivery, taken over when its lock expires) posts again only if
 * the answer was never recorded; receivers dedupe on the `id` in the body. Deliveries of one stream
 * (one IDV, one import) reach an endpoint in order: a later one waits (without using an attempt)
 * while an earlier one is still pending, retries included.
 */
export async function deliverWebhook(
  deps: DeliveryDeps,
  job: Job<WebhookJob>,
  token?: string,
): Promise<void> {
  const { deliveryId, companyId } = job.data;
  const scope = tenant(companyId);
  const [d] = await deps.db.rows<DeliveryRow>(
    scope,
    `SELECT d.id, d.endpoint_id, d.stream_id, d.position, d.payload, d.status, d.attempts, d.event,
            e.url, e.enabled AND e.deleted_at IS NULL AS live, s.secret_sealed,
            CASE WHEN s.previous_secret_until > now() THEN s.previous_secret_sealed END AS previous_sealed
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       JOIN webhook_endpoint_state s ON s.endpoint_id = d.endpoint_id
      WHERE d.id = $1 AND d.company_id = $2`,
    [deliveryId, companyId],
  );
  if (!d || d.status !== 'pending') return;
  if (!d.live) {
    await finish(deps, companyId, deliveryId, 'failed', 'endpoint disabled');
    return;
  }
  const [earlier] = await deps.db.rows(
    scope,
    `SELECT 1 FROM webhook_deliveries WHERE endpoint_id = $1 AND stream_id = $2 AND position < $3 AND status = 'pending' LIMIT 1`,
    [d.endpoint_id, d.stream_id, d.position],
  );
  if (earlier && token) {
    await job.moveToDelayed(Date.now() + ORDER_WAIT_MS, token);
    throw new DelayedError();
  }
  const open = (sealed: Buffer) =>
    deps.keys.open(companyId, WEBHOOK_SECRET_PURPOSE, sealed, d.endpoint_id).toString();
  const secrets = [open(d.secret_sealed), ...(d.previous_sealed ? [open(d.previous_sealed)] : [])];
  const body = JSON.stringify(d.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const result = await postWebhook(d.url, body, {
    [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, body),
    'X-VerifyDesk-Event': d.event,
    'X-VerifyDesk-Delivery': deliveryId,
  });
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  await record(deps, companyId, d, result, delivered);
  if (!delivered) throw new Error(result.error ?? `endpoint answered ${result.status}`);
}

/** The attempt, the delivery's state and the endpoint's failure streak, in one transaction. */
async function record(
  deps: DeliveryDeps,
  companyId: number,
  d: DeliveryRow,
  result: PostResult,
  delivered: boolean,
) {
  await deps.db.tx(tenant(companyId), async (tx) => {
    const attempt = d.attempts + 1;
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, company_id, attempt, status_code, error, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [d.id, companyId, attempt, result.status, result.error, result.ms],
    );
    await tx.query(
      `UPDATE webhook_deliveries SET attempts = $2, last_status = $3, last_error = $4,
              status = CASE WHEN $5 THEN 'delivered' ELSE status END, finished_at = CASE WHEN $5 THEN now() END
        WHERE id = $1`,
      [d.id, attempt, result.status, result.error, delivered],
    );
    if (delivered) {
      await tx.query('UPDATE webhook_endpoint_state SET consecutive_failures = 0 WHERE endpoint_id = $1', [
        d.endpoint_id,
      ]);
      return;
    }
    const { rows } = await tx.query<{ failures: number }>(
      `UPDATE webhook_endpoint_state SET consecutive_failures = consecutive_failures + 1
        WHERE endpoint_id = $1 RETURNING consecutive_failures AS failures`,
      [d.endpoint_id],
    );
    const failures = rows[0]?.failures ?? 0;
    if (failures < disableAfterFailures()) return;
    // The automatic disable is a fact of the endpoint's history, recorded with the system as actor.
    await decideAndAppend(
      deps.store,
      tx,
      webhookEndpointStreamId(d.endpoint_id),
      webhookEndpointDecider,
      (state) => disableOnFailures(state, failures),
      eventMetadata(systemContext(`webhook-delivery-${d.id}`), companyId),
    );
  });
}

/** The last attempt failed (or the endpoint was disabled): the delivery is over, shown as failed. */
export async function finish(
  deps: DeliveryDeps,
  companyId: number,
  deliveryId: string,
  status: 'failed',
  error?: string,
): Promise<void> {
  await deps.db.rows(
    tenant(companyId),
    `UPDATE webhook_deliveries SET status = $2, finished_at = now(), last_error = COALESCE($3, last_error)
      WHERE id = $1 AND status = 'pending'`,
    [deliveryId, status, error ?? null],
  );
}
