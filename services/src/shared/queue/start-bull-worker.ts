import type { Logger } from '@nestjs/common';
import { Job, Processor, Worker, WorkerOptions } from 'bullmq';
import { bullConnection } from './bull-connection';

export interface BullWorkerSpec<T, R> {
  queue: string;
  redisUrl: string;
  /** Where the worker's lines go; the caller names it after the feature (e.g. 'OutboxWorker'). */
  logger: Logger;
  process: Processor<T, R>;
  /** Concurrency, lock duration and the like; the connection is always bullConnection(redisUrl). */
  options?: Omit<WorkerOptions, 'connection'>;
  /**
   * A failed attempt: returns the line to log as a warning (ids only, never PII) and may do more,
   * such as marking the row failed after the last attempt.
   */
  onFailed?: (job: Job<T, R>, error: Error) => string | undefined;
  /** Runs first when the worker is closed (timers, producer queues), so nothing works on after it. */
  beforeClose?: () => Promise<void>;
  /** Runs once the worker has closed (its running jobs finished): what those jobs used, such as a browser. */
  afterClose?: () => Promise<void>;
}

/**
 * A BullMQ worker the way every queue of this app runs one: its own connection, connection errors
 * logged (BullMQ retries them; an unhandled 'error' event would end the process), failed attempts
 * logged by the feature's words, and `close()` that first stops what the feature runs beside it.
 */
export function startBullWorker<T, R = unknown>(spec: BullWorkerSpec<T, R>): Worker<T, R> {
  const { logger } = spec;
  const worker = new Worker<T, R>(spec.queue, spec.process, {
    ...spec.options,
    connection: bullConnection(spec.redisUrl),
  });
  worker.on('error', (error) => logger.error(`queue connection: ${error.message}`));
  const onFailed = spec.onFailed;
  if (onFailed) {
    worker.on('failed', (job, error) => {
      const line = job ? onFailed(job, error) : `a ${spec.queue} job failed: ${error.message}`;
      if (line) logger.warn(line);
    });
  }
  const { beforeClose, afterClose } = spec;
  if (beforeClose || afterClose) {
    const close = worker.close.bind(worker);
    worker.close = async (force?: boolean) => {
      await beforeClose?.().catch(() => undefined);
      await close(force);
      await afterClose?.();
    };
  }
  return worker;
}
