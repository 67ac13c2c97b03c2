import { Logger } from '@nestjs/common';
import { Queue, UnrecoverableError } from 'bullmq';
import { tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { SYSTEM } from '../shared/database/database';
import { bullConnection } from '../shared/queue/bull-connection';
import { startBullWorker } from '../shared/queue/start-bull-worker';
import { AsyncProjectionRunner } from '../shared/event-store/async-projection-runner';
import type { WakeupSource } from '../shared/event-store/event-wakeups';
import { Runtime } from '../shared/runtime';
import { webhookDispatchSubscription } from './dispatch/webhook-dispatch.subscription';
import { deliverWebhook, finish } from './deliver/webhook-delivery.processor';
import { WEBHOOK_QUEUE, WebhookJob, webhookJobOptions } from './deliver/webhook-queue';

const POLL_MS = 100;
/** With append notices heard, a pass also runs this often (see AsyncProjectionRunner's IDLE_MS). */
const IDLE_MS = 1_000;

/**
 * The worker side of webhooks: the dispatcher reads the event store into delivery rows, the enqueuer
 * hands new rows to BullMQ (job id = delivery id, so handing one twice is one job), and the delivery
 * processor posts them. A row is marked enqueued only after BullMQ took it, so a crash in between
 * enqueues it again rather than losing it.
 */
export function startWebhookWorker(
  runtime: Runtime,
  wakeups?: WakeupSource,
): { ready(): Promise<void>; stop(): Promise<void> } {
  const logger = new Logger('Webhooks');
  const deps = { db: runtime.db, keys: tenantKeysFrom(runtime.secrets), store: runtime.events };
  // Its passes are driven below (dispatch, then enqueue), so the runner gets no wake-up of its own.
  const dispatcher = new AsyncProjectionRunner(runtime.db, [webhookDispatchSubscription], POLL_MS);
  // Woken by appends of the events webhooks are made from only (migration 098).
  const wakeup = wakeups?.reader(webhookDispatchSubscription.handles);
  const queue = new Queue<WebhookJob>(WEBHOOK_QUEUE, { connection: bullConnection(runtime.redisUrl) });
  queue.on('error', (e) => logger.error(`queue connection: ${e.message}`));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const enqueue = async () => {
    await runtime.db.tx(SYSTEM, async (tx) => {
      const { rows } = await tx.query(
        `SELECT id, company_id FROM webhook_deliveries WHERE enqueued_at IS NULL
          ORDER BY position LIMIT 500 FOR UPDATE SKIP LOCKED`,
      );
      if (!rows.length) return;
      await queue.addBulk(
        rows.map((r) => ({
          name: 'deliver',
          data: { deliveryId: r.id, companyId: Number(r.company_id) },
          opts: webhookJobOptions(r.id),
        })),
      );
      await tx.query('UPDATE webhook_deliveries SET enqueued_at = now() WHERE id = ANY($1::uuid[])', [
        rows.map((r) => r.id),
      ]);
    });
  };
  // The pass in flight, awaited by stop(): stopping the dispatcher while it takes its lock would leave
  // the lock held by a connection nobody releases, and no other worker could dispatch.
  let pass: Promise<void> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    pass = (async () => {
      try {
        await dispatcher.tick();
        await enqueue();
      } catch (error) {
        logger.error(`dispatch failed: ${(error as Error).message}`);
      }
    })();
    void pass.then(() => {
      if (stopped) return;
      if (wakeup) void wakeup.next(IDLE_MS, POLL_MS).then(loop);
      else timer = setTimeout(loop, POLL_MS);
    });
  };
  loop();
  const worker = startBullWorker<WebhookJob>({
    queue: WEBHOOK_QUEUE,
    redisUrl: runtime.redisUrl,
    logger,
    process: (job, token) => deliverWebhook(deps, job, token),
    options: {
      concurrency: Number(process.env.WEBHOOK_CONCURRENCY ?? 8),
      // A worker killed mid-delivery: its job is taken over once the lock lapses (at-least-once).
      lockDuration: Number(process.env.WEBHOOK_LOCK_MS ?? 30_000),
      stalledInterval: Number(process.env.WEBHOOK_STALLED_MS ?? 30_000),
    },
    onFailed: (job, error) => {
      const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) void finish(deps, job.data.companyId, job.data.deliveryId, 'failed').catch(() => undefined);
      return `delivery ${job.data.deliveryId} attempt ${job.attemptsMade} failed${final ? ' for good' : ''}: ${error.message}`;
    },
  });
  return {
    ready: async () => void (await worker.waitUntilReady()),
    stop: async () => {
      stopped = true;
      wakeup?.cancel();
      if (timer) clearTimeout(timer);
      await pass;
      await Promise.allSettled([dispatcher.stop(), worker.close(), queue.close()]);
    },
  };
}
