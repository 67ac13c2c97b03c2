/**
 * The product's webhook worker (dispatcher, enqueuer and delivery processor) in a child process that a
 * test can kill with SIGKILL. Run with `node --require tsx/cjs test/support/webhook-worker-process.ts`
 * and the product's environment; prints "worker ready" once connected.
 */
import 'reflect-metadata';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { startWebhookWorker } from '../../services/src/webhooks/webhooks.worker';

async function main(): Promise<void> {
  const runtime = await createRuntime(loadConfig());
  const worker = startWebhookWorker(runtime);
  await worker.ready();
  process.stdout.write('worker ready\n');
  process.once(
    'SIGTERM',
    () =>
      void worker
        .stop()
        .then(() => runtime.shutdown())
        .finally(() => process.exit(0)),
  );
}

main().catch((error) => {
  process.stderr.write(`webhook worker process failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
