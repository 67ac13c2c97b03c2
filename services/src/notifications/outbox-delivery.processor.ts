import { Logger } from '@nestjs/common';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Database, SYSTEM, Tx, tenant } from '../shared/database/database';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { bullConnection } from '../shared/queue/bull-connection';
import { startBullWorker } from '../shared/queue/start-bull-worker';
import { DeliveryReceipt, EmailGateway, PermanentDeliveryError, SmsGateway } from './message-gateways';
import { maskRecipient, openOutboxPart } from './outbox';
import { OUTBOX_QUEUE, OutboxJob, outboxJobOptions } from './outbox.queue';

export interface OutboxWorkerDeps {
  db: Database;
  keys: TenantKeys;
  sms: SmsGateway;
  email: EmailGateway;
  redisUrl: string;
  /** Told of each message's final outcome, in the transaction that records it on the outbox row. */
  onOutcome?: DeliveryOutcomeListener;
}

/**
 * How a message ended: delivered, or failed for good (a permanent refusal, or the last attempt).
 * Ids, channel and provider only: no recipient, no text.
 */
export interface DeliveryOutcome {
  messageId: string;
  companyId: number;
  channel: 'sms' | 'email';
  purpose: string;
  reference: string | null;
  delivered: boolean;
  /** Which attempt this was (1 = the first), counted on the outbox row. */
  attempt: number;
  provider: string;
  providerMessageId: string | null;
  error: string | null;
  permanent: boolean;
  at: string;
}

export type DeliveryOutcomeListener = (tx: Tx, outcome: DeliveryOutcome) => Promise<void>;

/**
 * Delivers outbox messages through the configured gateways. At-least-once: a row already delivered
 * is skipped, so a retried job never texts twice once the provider's answer was recorded. Failed
 * attempts are retried with exponential backoff (outboxJobOptions); permanent refusals are not.
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): {
  worker: Worker<OutboxJob>;
  stop(): Promise<void>;
} {
  const logger = new Logger('OutboxWorker');
  const sweeper = startSweeper(deps);
  const worker = startBullWorker<OutboxJob>({
    queue: OUTBOX_QUEUE,
    redisUrl: deps.redisUrl,
    logger,
    process: (job) => deliver(deps, job),
    options: { concurrency: Number(process.env.OUTBOX_CONCURRENCY ?? 4) },
    onFailed: (job, error) => {
      const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      // Gateway failures are recorded by deliver(); this covers the others (a database or key error).
      if (final) {
        void deps.db
          .rows(
            tenant(job.data.companyId),
            `UPDATE outbox_messages SET status = 'failed', last_error = $2 WHERE id = $1 AND status = 'pending'`,
            [job.data.messageId, error.message.slice(0, 300)],
          )
          .catch(() => undefined);
      }
      return `message ${job.data.messageId} attempt ${job.attemptsMade} failed${final ? ' for good' : ''}: ${error.message}`;
    },
    beforeClose: async () => {
      clearInterval(sweeper.timer);
      await sweeper.queue.close();
    },
  });
  return { worker, stop: () => worker.close() };
}

interface OutboxRow {
  channel: 'sms' | 'email';
  status: string;
  subject: string | null;
  purpose: string;
  reference: string | null;
  attempts: number;
  recipient_sealed: Buffer;
  body_sealed: Buffer;
  subject_uuid: string | null;
}

async function deliver(deps: OutboxWorkerDeps, job: Job<OutboxJob>): Promise<void> {
  const { messageId, companyId } = job.data;
  const opened = await deps.db.tx(tenant(companyId), async (tx) => {
    const row = (
      await tx.query<OutboxRow>(
        `SELECT channel, status, subject, purpose, reference, attempts, recipient_sealed, body_sealed, subject_uuid
           FROM outbox_messages WHERE id = $1`,
        [messageId],
      )
    ).rows[0];
    if (!row || row.status !== 'pending') return null;
    const at = { id: messageId, company_id: companyId, subject_uuid: row.subject_uuid };
    const to = await openOutboxPart(tx, deps.keys, at, row.recipient_sealed, 'recipient');
    const body = await openOutboxPart(tx, deps.keys, at, row.body_sealed, 'body');
    // An erased applicant's message (its key destroyed) is never sent; erasure deletes the row too.
    return to === null || body === null ? null : { row, to, body };
  });
  if (!opened) return;
  const { row, to, body } = opened;
  const gateway = row.channel === 'sms' ? deps.sms : deps.email;
  const outcome = {
    messageId,
    companyId,
    channel: row.channel,
    purpose: row.purpose,
    reference: row.reference,
    attempt: row.attempts + 1,
  };
  let receipt: DeliveryReceipt;
  try {
    receipt =
      row.channel === 'sms'
        ? await deps.sms.send(to, body)
        : await deps.email.send(to, row.subject ?? '', body);
  } catch (error) {
    const permanent = error instanceof PermanentDeliveryError;
    // BullMQ retries while attemptsMade + 1 < attempts: this is the last try when that no longer holds.
    const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const message = deliveryErrorMessage(error, to);
    await deps.db.tx(tenant(companyId), async (tx) => {
      await tx.query(
        `UPDATE outbox_messages SET attempts = attempts + 1, last_error = $2,
         status = CASE WHEN $3::boolean THEN 'failed' ELSE status END WHERE id = $1`,
        [messageId, message, final],
      );
      if (final) {
        await deps.onOutcome?.(tx, {
          ...outcome,
          delivered: false,
          provider: gateway.name,
          providerMessageId: null,
          error: message,
          permanent,
          at: new Date().toISOString(),
        });
      }
    });
    throw permanent ? new UnrecoverableError(message) : new Error(message);
  }
  await deps.db.tx(tenant(companyId), async (tx) => {
    await tx.query(
      `UPDATE outbox_messages SET status = 'delivered', provider = $2, provider_message_id = $3, attempts = attempts + 1,
       delivered_at = now(), last_error = NULL WHERE id = $1`,
      [messageId, receipt.provider, receipt.providerMessageId],
    );
    await deps.onOutcome?.(tx, {
      ...outcome,
      delivered: true,
      provider: receipt.provider,
      providerMessageId: receipt.providerMessageId,
      error: null,
      permanent: false,
      at: new Date().toISOString(),
    });
  });
}

/**
 * What is kept of a gateway error (outbox row, job, log, IDV history). Adapters already leave the
 * recipient and the text out; a recipient that still shows up (an unexpected library message) is masked.
 */
export function deliveryErrorMessage(error: unknown, recipient: string): string {
  const text = error instanceof Error ? error.message : String(error);
  return (recipient ? text.split(recipient).join(maskRecipient(recipient)) : text).slice(0, 300);
}

/** Re-queues messages whose dispatch was lost (process died between commit and enqueue). */
function startSweeper(deps: OutboxWorkerDeps) {
  const queue = new Queue<OutboxJob>(OUTBOX_QUEUE, { connection: bullConnection(deps.redisUrl) });
  const sweep = async () => {
    const stale = await deps.db.rows<{ id: string; company_id: string }>(
      SYSTEM,
      `SELECT id, company_id FROM outbox_messages WHERE status = 'pending' AND created_at < now() - interval '1 minute' LIMIT 500`,
    );
    if (stale.length) {
      await queue.addBulk(
        stale.map((m) => ({
          name: 'deliver',
          data: { messageId: m.id, companyId: Number(m.company_id) },
          opts: outboxJobOptions(m.id),
        })),
      );
    }
  };
  const timer = setInterval(
    () => void sweep().catch(() => undefined),
    Number(process.env.OUTBOX_SWEEP_MS ?? 60_000),
  );
  timer.unref();
  return { queue, timer };
}
