import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { bullConnection } from '../../shared/queue/bull-connection';
import { startBullWorker } from '../../shared/queue/start-bull-worker';
import { Database, SYSTEM } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { initPdf417Decoder } from '../documents/pdf417.decoder';
import { FaceEngine } from '../face/face-engine';
import { DocumentCheckRunner } from './document-check.runner';
import { DOCUMENT_CHECK_QUEUE, DocumentCheckJob, documentCheckJobOptions } from './document-check.queue';
import { IdvProvider } from './idv-provider';

export interface DocumentCheckWorkerDeps {
  db: Database;
  events: EventStore;
  keys: TenantKeys;
  provider: IdvProvider | null;
  redisUrl: string;
}

/**
 * The BullMQ side of document checks: job (ids) → runner. Images are at most 3000 px, so one decode
 * takes well under the lock duration; concurrency stays low because decoding is CPU work.
 */
export function startDocumentCheckWorker(deps: DocumentCheckWorkerDeps): {
  worker: Worker<DocumentCheckJob>;
  stop(): Promise<void>;
} {
  const logger = new Logger('DocumentCheckWorker');
  const runner = new DocumentCheckRunner(deps.db, deps.events, deps.keys, deps.provider);
  void initPdf417Decoder().catch((error) =>
    logger.error(`PDF417 decoder did not load: ${(error as Error).message}`),
  );
  // The face models load once per worker process, before the first job needs them (never in the API).
  // Under Jest they load at first use instead: most test files start a worker and never check a face.
  if (!process.env.JEST_WORKER_ID)
    void FaceEngine.get().catch((error) =>
      logger.error(`face models did not load: ${(error as Error).message}`),
    );
  const queue = new Queue<DocumentCheckJob>(DOCUMENT_CHECK_QUEUE, {
    connection: bullConnection(deps.redisUrl),
  });
  const worker = startBullWorker<DocumentCheckJob>({
    queue: DOCUMENT_CHECK_QUEUE,
    redisUrl: deps.redisUrl,
    logger,
    process: (job) => runner.run(job.data),
    options: { concurrency: Number(process.env.IDV_CHECK_CONCURRENCY ?? 2), lockDuration: 60_000 },
    onFailed: (job, error) =>
      `IDV ${job.data.idvId} check attempt ${job.attemptsMade} failed: ${error.name} ${error.message}`,
    beforeClose: async () => {
      clearInterval(timer);
      await queue.close();
    },
  });
  // Submissions whose enqueue was lost (process died right after commit) are queued again.
  const sweep = async () => {
    const stale = await deps.db.rows<{ id: string; company_id: string; submission: number }>(
      SYSTEM,
      `SELECT id, company_id, (view->>'submission')::int AS submission FROM idv_records
        WHERE status = 'Submitted' AND updated_at < now() - interval '2 minutes' LIMIT 200`,
    );
    for (const r of stale) {
      const job = { idvId: r.id, companyId: Number(r.company_id), submission: r.submission };
      await queue.add('check', job, documentCheckJobOptions(job));
    }
  };
  const timer = setInterval(
    () => void sweep().catch(() => undefined),
    Number(process.env.IDV_CHECK_SWEEP_MS ?? 60_000),
  );
  timer.unref();
  return {
    worker,
    stop: () => worker.close(),
  };
}
