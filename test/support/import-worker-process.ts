/**
 * The product's CSV import worker (the BullMQ processor with its recovery sweep, as a worker process
 * runs it) in a child process that a test can kill with SIGKILL. Run with
 * `node --require tsx/cjs test/support/import-worker-process.ts` and the product's environment
 * (DATABASE_URL, REDIS_URL, DATA_DIR, IMPORT_* settings); prints "worker ready" once the worker is
 * connected. Only the import worker is started: the other processors and the projections would
 * triple the start-up (module loading under tsx) and play no part in an import.
 */
import 'reflect-metadata';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { startCsvImportWorker } from '../../services/src/applicant-import/run-import/csv-import.processor';
import { csvImportDeps } from '../../services/src/applicant-import/applicant-import.worker';

async function main(): Promise<void> {
  const runtime = await createRuntime(loadConfig());
  const worker = startCsvImportWorker(await csvImportDeps(runtime));
  await worker.waitUntilReady();
  process.stdout.write('worker ready\n');
  process.once(
    'SIGTERM',
    () =>
      void worker
        .close()
        .then(() => runtime.shutdown())
        .finally(() => process.exit(0)),
  );
}

main().catch((error) => {
  process.stderr.write(`import worker process failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
