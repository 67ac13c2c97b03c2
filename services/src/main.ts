import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig, loadConfig } from './shared/config/app-config';
import * as os from 'node:os';
import {
  API_CHILD_ENV,
  ApiCluster,
  apiProcessCount,
  startApiCluster,
  workerNice,
} from './bootstrap/api-cluster';
import { createRuntime } from './bootstrap/runtime-factory';
import { createApp } from './bootstrap/create-app';
import { ensureSuperAdmin, seedDemo } from './bootstrap/seed';
import { seedDemoApplicants } from './bootstrap/demo-applicants';
import { seedDemoSelections } from './bootstrap/demo-selections';
import { markStartupDone, markStartupPending } from './health/startup-gate';
import { startWorker } from './worker/worker';
import { followApiProcessLoad, reportLoadToPrimary } from './bootstrap/load-across-processes';
import { interactiveLoad } from './shared/http/interactive-load';

/**
 * `npm start` (PROCESS_ROLE=all) runs the worker side in this process and the HTTP API in
 * API_PROCESSES processes forked from it (by default one per core but one: one on two cores; 0, the
 * default on one core, runs all in this one process), this process then at background priority.
 * PROCESS_ROLE=api or worker runs one side alone, each scaled on its own (docs/operations.md).
 */
async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  listenPort = config.port;
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  if (process.env[API_CHILD_ENV] === '1') return runApiProcess(config);
  const role = process.env.PROCESS_ROLE ?? 'all';
  const apiProcesses = role === 'all' ? apiProcessCount() : 0;
  const nice = apiProcesses > 0 ? workerNice() : 0;
  const runtime = await createRuntime(config);
  const app = await createApp(runtime);
  await ensureSuperAdmin(app, config.superAdminEmail, config.superAdminPassword);
  if (config.demo) await seedDemo(app);
  // A demo with applicants to look at (DEMO_APPLICANTS=0: without, for tests and benches that count
  // their own rows). They are imported through the API once it listens, so readiness says "not yet"
  // until they exist (startup-gate.ts); a failure is said and the product keeps running.
  const demoApplicants = config.demo && process.env.DEMO_APPLICANTS !== '0';
  if (demoApplicants) await markStartupPending(runtime.redis, 'demo applicants');
  const worker = role === 'api' ? null : startWorker(runtime);
  let apis: ApiCluster | null = null;
  if (role !== 'worker') {
    if (apiProcesses > 0) {
      followApiProcessLoad(interactiveLoad);
      // They reach the servers this process started (or was given); migrations are done.
      apis = await startApiCluster(apiProcesses, {
        PROCESS_ROLE: 'api',
        DATABASE_URL: runtime.databaseUrl,
        REDIS_URL: runtime.redisUrl,
        MIGRATE_ON_START: '0',
      });
      // Forked first: the API processes keep the normal priority, this one (the worker side) yields.
      if (nice > 0) os.setPriority(nice);
    } else {
      await app.listen(config.port, config.host);
    }
    const processes =
      apiProcesses > 0
        ? ` (${apiProcesses} API process${apiProcesses > 1 ? 'es' : ''} and a worker${nice ? ` at nice ${nice}` : ''})`
        : '';
    logger.log(`VerifyDesk is ready on http://localhost:${config.port}${processes}`);
    if (demoApplicants) {
      const local = `http://${['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`;
      await seedDemoApplicants(local)
        .catch((e) => logger.warn(`demo applicants: ${(e as Error).message}`))
        // After the applicants, so each demo case links to its applicant.
        .then(() => seedDemoSelections(local))
        .catch((e) => logger.warn(`demo selections: ${(e as Error).message}`))
        .finally(() => markStartupDone(runtime.redis));
    }
  }
  started = true;
  // Every step runs even if an earlier one fails, so the servers we started are always stopped.
  // The API processes end first: they use the database and Redis this process may own.
  stopOn([() => apis?.stop(), () => worker?.stop(), () => app.close(), () => runtime.shutdown()]);
}

/** An API process forked by startApiCluster: serves HTTP on the shared port, nothing else. */
async function runApiProcess(config: AppConfig): Promise<void> {
  // The primary applied the erasure ledger before forking this process.
  const runtime = await createRuntime(config, { reapplyErasureLedger: false });
  const app = await createApp(runtime);
  await app.listen(config.port, config.host);
  reportLoadToPrimary(interactiveLoad);
  started = true;
  stopOn([() => app.close(), () => runtime.shutdown()]);
}

function stopOn(steps: Array<() => unknown>): void {
  const stop = async () => {
    for (const step of steps)
      await Promise.resolve()
        .then(step)
        .catch((e) => new Logger('Main').warn(`shutdown: ${(e as Error).message}`));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

let started = false;
let listenPort: number | undefined;

/**
 * Any failure, including an 'error' event nobody listened to (e.g. from a child process), ends the
 * process with one line: before the start completed, what failed and what to do (no stack trace);
 * afterwards, with the stack, since that is a bug. process.exit runs the exit hooks that stop the
 * embedded PostgreSQL and Redis we own; Chromium exits with us (its pipe closes).
 */
function fail(error: unknown): void {
  const e = (error instanceof Error ? error : new Error(String(error))) as NodeJS.ErrnoException;
  if (started) {
    process.stderr.write(`VerifyDesk stopped on an unexpected error: ${e.stack ?? e.message}\n`);
  } else {
    const message =
      e.code === 'EADDRINUSE' && listenPort
        ? `port ${listenPort} is taken by another program: set PORT to a free port`
        : e.message;
    process.stderr.write(`VerifyDesk failed to start: ${message}\n`);
  }
  process.exit(1);
}

main().catch((error) => fail(error));
