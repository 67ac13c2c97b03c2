/**
 * The product's webhook worker (dispatcher, enqueuer and delivery processor) in a child process that a
 * test can kill with SIGKILL: started by startWorkerProcess('webhook-worker-process.ts', …).
 */
// First: it loads reflect-metadata before any product module.
import { runWorkerProcess } from './worker-process-main';
import { startWebhookWorker } from '../../services/src/webhooks/webhooks.worker';

runWorkerProcess('webhook worker', async (runtime) => {
  const worker = startWebhookWorker(runtime);
  await worker.ready();
  return worker;
});
