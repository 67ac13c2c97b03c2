/**
 * The child side of a worker process (test/support/worker-process.ts starts it): a worker script
 * imports this first and calls runWorkerProcess with what it starts.
 */
import 'reflect-metadata';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import type { Runtime } from '../../services/src/shared/runtime';
import { WORKER_READY } from './worker-process';

/** What a worker script starts: something that stops on SIGTERM. */
export interface StoppableWorker {
  stop(): Promise<unknown>;
}

/**
 * The body of a worker script: builds the product's runtime from its environment, starts the worker,
 * prints WORKER_READY once `start` resolved (the worker is connected), and on SIGTERM stops it and exits.
 */
export function runWorkerProcess(name: string, start: (runtime: Runtime) => Promise<StoppableWorker>): void {
  const main = async () => {
    const runtime = await createRuntime(loadConfig());
    const worker = await start(runtime);
    process.stdout.write(`${WORKER_READY}\n`);
    process.once(
      'SIGTERM',
      () =>
        void worker
          .stop()
          .then(() => runtime.shutdown())
          .finally(() => process.exit(0)),
    );
  };
  main().catch((error) => {
    process.stderr.write(`${name} process failed: ${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
