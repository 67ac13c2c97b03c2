import { Logger } from '@nestjs/common';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Database, SYSTEM, tenant } from '../shared/database/database';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { EmailGateway, PermanentDeliveryError, SmsGateway } from './message-gateways';
import { OUTBOX_KEY_PURPOSE } from './outbox';
import { OUTBOX_QUEUE, OutboxJob, outboxJobOptions } from './outbox.queue';

export interface OutboxWorkerDeps {
  db: Database;
  keys: TenantKeys;
  sms: SmsGateway;
  email: EmailGateway;
  redisUrl: string;
}

const connection = (redisUrl: string) => ({ url: redisUrl, maxRetriesPerRequest: null });

/**
 * Delivers outbox messages through the configured gateways. At-least-once: a row already delivered
 * is skipped, so a retried job never texts twice once the provider's answer was recorded.
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): { worker: Worker<OutboxJob>; stop(): Promise<void> } {
  const logger = new Logger('OutboxWorker');
  const worker = new Worker<OutboxJob>(OUTBOX_QUEUE, (job) => deliver(deps, job), {
    connection: connection(deps.redisUrl),
    concurrency: Number(process.env.OUTBOX_CONCURRENCY ?? 4),
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    logger.warn(`message ${job.data.messageId} attempt ${job.attemptsMade} failed: ${error.message}`);
    if (final) {
      void deps.db.rows(tenant(job.data.companyId), `UPDATE outbox_messages SET status = 'failed', last_error = $2 WHERE id = $1 AND status = 'pending'`,
        [job.data.messageId, error.message.slice(0, 300)]).catch(() => undefined);
    }
  });
  worker.on('error', (error) => logger.error(`queue connection: ${error.message}`));
  const sweeper = startSweeper(deps);
  return { worker, stop: async () => { clearInterval(sweeper.timer); await sweeper.queue.close(); await worker.close(); } };
}

async function deliver(deps: OutboxWorkerDeps, job: Job<OutboxJob>): Promise<void> {
  const { messageId, companyId } = job.data;
  const row = await deps.db.one<{ channel: string; status: string; subject: string | null; recipient_sealed: Buffer; body_sealed: Buffer }>(
    tenant(companyId), 'SELECT channel, status, subject, recipient_sealed, body_sealed FROM outbox_messages WHERE id = $1', [messageId]);
  if (!row || row.status !== 'pending') return;
  const open = (sealed: Buffer, part: string) => deps.keys.open(companyId, OUTBOX_KEY_PURPOSE, sealed, `${messageId}:${part}`).toString();
  const to = open(row.recipient_sealed, 'recipient');
  const body = open(row.body_sealed, 'body');
  try {
    const receipt = row.channel === 'sms' ? await deps.sms.send(to, body) : await deps.email.send(to, row.subject ?? '', body);
    await deps.db.rows(tenant(companyId),
      `UPDATE outbox_messages SET status = 'delivered', provider = $2, provider_message_id = $3, attempts = attempts + 1,
         delivered_at = now(), last_error = NULL WHERE id = $1`, [messageId, receipt.provider, receipt.providerMessageId]);
  } catch (error) {
    await deps.db.rows(tenant(companyId), 'UPDATE outbox_messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1',
      [messageId, (error as Error).message.slice(0, 300)]);
    if (error instanceof PermanentDeliveryError) throw new UnrecoverableError(error.message);
    throw error;
  }
}

/** Re-queues messages whose dispatch was lost (process died between commit and enqueue). */
function startSweeper(deps: OutboxWorkerDeps) {
  const queue = new Queue<OutboxJob>(OUTBOX_QUEUE, { connection: connection(deps.redisUrl) });
  const sweep = async () => {
    const stale = await deps.db.rows<{ id: string; company_id: string }>(SYSTEM,
      `SELECT id, company_id FROM outbox_messages WHERE status = 'pending' AND created_at < now() - interval '1 minute' LIMIT 500`);
    if (stale.length) {
      await queue.addBulk(stale.map((m) => ({ name: 'deliver', data: { messageId: m.id, companyId: Number(m.company_id) }, opts: outboxJobOptions(m.id) })));
    }
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), Number(process.env.OUTBOX_SWEEP_MS ?? 60_000));
  timer.unref();
  return { queue, timer };
}
