import { Queue } from 'bullmq';
import type { TenantKeys } from '../shared/crypto/tenant-keys';
import { bullConnection } from '../shared/queue/bull-connection';
import { Outbox } from './outbox';
import { OUTBOX_QUEUE, type OutboxJob } from './outbox.queue';

/**
 * The outbox for code running outside the Nest application (a BullMQ job of the worker process, a
 * test): the same writer and dispatch, on a queue connection of its own that `close` ends.
 */
export function standaloneOutbox(
  keys: TenantKeys,
  redisUrl: string,
): { outbox: Outbox; close(): Promise<void> } {
  const queue = new Queue<OutboxJob>(OUTBOX_QUEUE, { connection: bullConnection(redisUrl) });
  return { outbox: new Outbox(keys, queue), close: () => queue.close() };
}
