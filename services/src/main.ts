import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './shared/config/app-config';
import { createRuntime } from './bootstrap/runtime-factory';
import { createApp } from './bootstrap/create-app';
import { ensureSuperAdmin, seedDemo } from './bootstrap/seed';
import { startWorker } from './worker/worker';

/**
 * One process runs the API and the worker by default (the embedded set-up); PROCESS_ROLE=api or
 * worker splits them for production, each scaled on its own (docs/operations.md).
 */
async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  const role = process.env.PROCESS_ROLE ?? 'all';
  const runtime = await createRuntime(config);
  const app = await createApp(runtime);
  await ensureSuperAdmin(app, config.superAdminEmail, config.superAdminPassword);
  if (config.demo) await seedDemo(app);
  const worker = role === 'api' ? null : startWorker(runtime);
  if (role !== 'worker') {
    await app.listen(config.port, config.host);
    logger.log(`VerifyDesk is ready on http://localhost:${config.port}`);
  }
  // Every step runs even if an earlier one fails, so the servers we started are always stopped.
  const stop = async () => {
    const steps = [() => worker?.stop(), () => app.close(), () => runtime.shutdown()];
    for (const step of steps) await Promise.resolve(step()).catch((e) => logger.warn(`shutdown: ${(e as Error).message}`));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  process.stderr.write(`VerifyDesk failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
