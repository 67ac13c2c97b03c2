import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { Database } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { DataKeys } from '../crypto/data-keys';
import { CSV_IMPORT_QUEUE, CsvImportJob, bullConnection } from './import-queue';
import { ImportUnrecoverable } from './chunk-source';
import { ImportFaults, ImportRunner } from './import-runner';
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
 * resumes after the last committed chunk; when the last attempt fails the import is marked failed.
 */
export function startCsvImportWorker(deps: CsvImportWorkerDeps, faults: ImportFaults = {}): Worker<CsvImportJob> {
  const logger = new Logger('CsvImportWorker');
  const runner = new ImportRunner(deps.db, deps.events, deps.keys, deps.settings, faults);
  const worker = new Worker<CsvImportJob>(
    CSV_IMPORT_QUEUE,
    async (job: Job<CsvImportJob>) => {
      try {
        await runner.run(job.data.importId, job.data.companyId, job.attemptsMade + 1);
      } catch (error) {
        if (!(error instanceof ImportUnrecoverable)) throw error;
        await runner.fail(job.data.importId, job.data.companyId, error.message);
        throw new UnrecoverableError(error.message);
      }
    },
    {
      connection: bullConnection(deps.redisUrl),
      concurrency: Number(process.env.IMPORT_CONCURRENCY ?? 1),
      lockDuration: Number(process.env.IMPORT_LOCK_MS ?? 60_000),
      stalledInterval: Number(process.env.IMPORT_STALLED_MS ?? 30_000),
    },
  );
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    logger.warn(`import ${job.data.importId} attempt ${job.attemptsMade} failed: ${error.name} ${(error as any).code ?? ''}`);
    if (final && !(error instanceof UnrecoverableError)) {
      void runner.fail(job.data.importId, job.data.companyId, 'the import could not be completed; upload the file again').catch(() => undefined);
    }
  });
  worker.on('error', (error) => logger.error(`queue connection: ${error.message}`));
  return worker;
}
