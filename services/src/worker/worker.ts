import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import { EventWakeups } from '../shared/event-store/event-wakeups';
import { AsyncProjectionRunner } from '../shared/event-store/async-projection-runner';
import { handledTypes } from '../shared/event-store/projection';
import { Runtime } from '../shared/runtime';
import { ASYNC_PROJECTIONS } from '../projections.registry';
import { ImportFaults, startApplicantImportWorker } from '../applicant-import/applicant-import.worker';
import { startWatchlistWorkers, WatchlistWorkers } from '../watchlist/watchlist.worker';
import { sessionScreeningSubjects } from '../sessions/screening-subjects.adapter';
import { startIdvWorkers } from '../idv/idv.worker';
import { SessionsApplicantDirectory } from '../sessions/applicant-directory.adapter';
import { SessionsReadModel } from '../sessions/list-sessions/sessions.read-model';
import { startKeyRotationWorker } from '../key-rotation/key-rotation.processor';
import { startWebhookWorker } from '../webhooks/webhooks.worker';
import { startFinancialAidWorker } from '../financial-aid/financial-aid.worker';
import { sealExistingInBackground } from '../privacy/seal-existing.public';
import { processApplicantKeys } from '../privacy/applicant-keys.public';
import { startRetentionWorker } from '../privacy/retention.public';
import { ERASURE_PARTS, RETENTION_PARTS } from '../bootstrap/erasure-purges';

export interface WorkerHandle {
  projections: AsyncProjectionRunner;
  /** The BullMQ CSV import worker, once the data keys are loaded. */
  imports: Promise<Worker>;
  /** Sanctions-list refresh and rescreen processors. */
  watchlist: WatchlistWorkers;
  /** Webhook dispatch and delivery (a test stops it to run the deliveries in a process it can kill). */
  webhooks: { stop(): Promise<void> };
  stop(): Promise<void>;
}

/** The worker side: asynchronous projections and the BullMQ processors (PROCESS_ROLE all or worker). */
export function startWorker(runtime: Runtime, opts: { importFaults?: ImportFaults } = {}): WorkerHandle {
  // Readers of the event store wake on appends instead of polling (docs/architecture.md).
  const wakeups = new EventWakeups(runtime.databaseUrl);
  wakeups.start();
  const projections = new AsyncProjectionRunner(
    runtime.db,
    ASYNC_PROJECTIONS,
    undefined,
    wakeups.reader(handledTypes(ASYNC_PROJECTIONS)),
  );
  projections.start();
  const imports = startApplicantImportWorker(runtime, opts.importFaults);
  imports.catch((error) =>
    new Logger('Worker').error(`CSV import worker did not start: ${(error as Error).message}`),
  );
  const watchlist = startWatchlistWorkers(runtime, sessionScreeningSubjects);
  // IDV's report renderer reads sessions through its port; the sessions feature's adapter fills it.
  const idv = startIdvWorkers(
    runtime,
    new SessionsApplicantDirectory(new SessionsReadModel(runtime.db), runtime.db),
  );
  // Re-encryption under a new data key (docs/operations.md, 'Secrets and key rotation').
  const keyRotation = startKeyRotationWorker(runtime);
  // Personal data written before per-applicant keys is sealed with them, resumably (docs/privacy.md).
  const sealing = sealExistingInBackground(runtime.db, processApplicantKeys());
  // Signed webhooks: dispatch from the event store, delivery through BullMQ (docs/integrations.md).
  const webhooks = startWebhookWorker(runtime, wakeups);
  // Financial aid: a remote IDV's result completes the case whose link started it (docs/financial-aid.md).
  const financialAid = startFinancialAidWorker(runtime, wakeups);
  idv.catch((error) => new Logger('Worker').error(`IDV workers did not start: ${(error as Error).message}`));
  // The retention schedule, applied nightly (docs/privacy.md, "Retention job").
  const retention = startRetentionWorker(runtime, ERASURE_PARTS, RETENTION_PARTS);
  retention.catch((error) =>
    new Logger('Worker').error(`retention worker did not start: ${(error as Error).message}`),
  );
  return {
    projections,
    imports,
    watchlist,
    webhooks,
    // All at once: each BullMQ worker stops taking jobs at once and finishes the ones it runs (one
    // after the other, a worker not yet closed could take a new import while another finishes).
    // A job still running when the process is killed is taken over by another worker once its lock
    // expires; imports resume after their last committed chunk.
    stop: async () => {
      const results = await Promise.allSettled([
        watchlist.stop(),
        keyRotation.stop(),
        webhooks.stop(),
        financialAid.stop(),
        idv.then(
          (w) => w.stop(),
          () => undefined,
        ),
        projections.stop(),
        sealing.stop(),
        retention.then(
          (w) => w.close(),
          () => undefined,
        ),
        imports.then(
          (w) => w.close(),
          () => undefined,
        ),
      ]);
      await wakeups.stop();
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
