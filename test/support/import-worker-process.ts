/**
 * The product's CSV import worker (the BullMQ processor with its recovery sweep, as a worker process
 * runs it) in a child process that a test can kill with SIGKILL: started by
 * startWorkerProcess('import-worker-process.ts', …) with the IMPORT_* settings and DATA_DIR. Only the
 * import worker is started: the other processors and the projections would triple the start-up
 * (module loading under tsx) and play no part in an import.
 */
// First: it loads reflect-metadata before any product module.
import { runWorkerProcess } from './worker-process-main';
import { startCsvImportWorker } from '../../services/src/applicant-import/run-import/csv-import.processor';
import { csvImportDeps } from '../../services/src/applicant-import/applicant-import.worker';

runWorkerProcess('import worker', async (runtime) => {
  const worker = startCsvImportWorker(await csvImportDeps(runtime));
  await worker.waitUntilReady();
  return { stop: () => worker.close() };
});
