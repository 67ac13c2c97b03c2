/**
 * The worker side of the product (PROCESS_ROLE=worker: asynchronous projections and every BullMQ
 * processor) as a child process that a test can kill with SIGKILL. Run with
 * `node --require tsx/cjs test/support/worker-process.ts` and the product's environment
 * (DATABASE_URL, REDIS_URL, DATA_DIR, IMPORT_* settings); prints "worker ready" once the CSV import
 * worker is connected. It skips the HTTP app, which a worker process only builds and never serves.
 */
import 'reflect-metadata';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { startWorker } from '../../services/src/worker/worker';

async function main(): Promise<void> {
  const runtime = await createRuntime(loadConfig());
  const worker = startWorker(runtime);
  await (await worker.imports).waitUntilReady();
  process.stdout.write('worker ready\n');
  process.once('SIGTERM', () => void worker.stop().then(() => runtime.shutdown()).finally(() => process.exit(0)));
}

main().catch((error) => {
  process.stderr.write(`worker process failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
