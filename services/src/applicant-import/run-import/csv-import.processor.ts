import { Logger } from '@nestjs/common';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Database } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { DataKeys } from '../../shared/crypto/data-keys';
import { bullConnection } from '../../shared/queue/bull-connection';
import { startBullWorker } from '../../shared/queue/start-bull-worker';
import { CSV_IMPORT_QUEUE, CsvImportJob } from './import-queue';
import { ImportUnrecoverable } from './chunk-source';
import { ImportFaults, ImportRunner } from './import-runner';
import { ImportRecovery, importRecoverySettings } from './import-recovery';
import { ImportSettings } from './import-settings';

export interface CsvImportWorkerDeps {
  db: Database;
  events: EventStore;
  keys: DataKeys;
  settings: ImportSettings;
  redisUrl: string;
}

/**
 * The BullMQ side of imports: translate the job (ids only) into an ImportRunner run. A retried job
 * resumes after the last committed chunk. Whatever BullMQ does with a job (retries, stalls, gives
 * up), the import's recovery (import-recovery.ts) sees to it that the import ends: it sweeps when
 * this worker starts, every few seconds after, and at once when a job fails.
 */
export function startCsvImportWorker(
  deps: CsvImportWorkerDeps,
  faults: ImportFaults = {},
): Worker<CsvImportJob> {
  const logger = new Logger('CsvImportWorker');
  const runner = new ImportRunner(deps.db, deps.events, deps.keys, deps.settings, faults);
  // A separate producer connection: the recovery queues resumed runs.
  const queue = new Queue<CsvImportJob>(CSV_IMPORT_QUEUE, { connection: bullConnection(deps.redisUrl) });
  queue.on('error', (error) => logger.error(`queue connection: ${error.message}`));
  const recovery = new ImportRecovery(deps.db, runner, queue, importRecoverySettings());
  const worker = startBullWorker<CsvImportJob>({
    queue: CSV_IMPORT_QUEUE,
    redisUrl: deps.redisUrl,
    logger,
    process: async (job: Job<CsvImportJob>) => {
      try {
        const outcome = await runner.run(job.data.importId, job.data.companyId, job.attemptsMade + 1);
        if (outcome === 'busy')
          logger.log(`import ${job.data.importId}: job ${job.id} ends, another live worker holds the import`);
      } catch (error) {
        if (!(error instanceof ImportUnrecoverable)) throw error;
        await runner.fail(job.data.importId, job.data.companyId, error.message, 'unrecoverable', false);
        throw new UnrecoverableError(error.message);
      }
    },
    options: {
      // Several at once: every school's import progresses beside a long one instead of waiting for
      // it; their chunks commit in turns (IMPORT_COMMIT_SLOTS at a time, commit-turns.ts), and chunks of
      // one tenant one at a time, under its tenant lock.
      concurrency: Number(process.env.IMPORT_CONCURRENCY ?? 4),
      lockDuration: Number(process.env.IMPORT_LOCK_MS ?? 60_000),
      stalledInterval: Number(process.env.IMPORT_STALLED_MS ?? 30_000),
    },
    onFailed: (job, error) => {
      // The last attempt, or BullMQ's "stalled more than allowable limit": the import is marked failed
      // (resumable) or resumed; an attempt with retries left is only logged (recovery sees it delayed).
      void recovery
        .reconcile(job.data.importId, job.data.companyId, { error })
        .catch((e) => logger.warn(`import ${job.data.importId} not reconciled: ${(e as Error).name}`));
      return `import ${job.data.importId} job ${job.id} attempt ${job.attemptsMade} failed: ${error.name} ${(error as NodeJS.ErrnoException).code ?? ''}`;
    },
    // Closing the worker stops the sweeps first and waits for them, so none runs on a closed pool.
    beforeClose: async () => {
      await recovery.stop().catch(() => undefined);
      await queue.close().catch(() => undefined);
    },
  });
  worker.on('stalled', (jobId) =>
    logger.warn(`import job ${jobId} stalled: its worker stopped renewing the lock`),
  );
  recovery.start();
  return worker;
}
