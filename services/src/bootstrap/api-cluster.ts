import { Logger } from '@nestjs/common';
import cluster, { Worker } from 'node:cluster';
import * as os from 'node:os';

const logger = new Logger('ApiCluster');

/** Set in the environment of the API processes this module forks (they must not fork again). */
export const API_CHILD_ENV = 'VERIFYDESK_API_CHILD';
/** At most this many by default: each holds its own PostgreSQL pool (PostgreSQL allows 100 connections). */
const DEFAULT_MAX = 4;
const DEFAULT_WORKER_NICE = 19;
/**
 * V8 flags of an API process. Its young generation is larger than the all-in-one process's
 * (services/node-flags keeps 8 MB for the import's peak memory): a list page allocates ~1 MB of
 * short-lived objects, and a 32 MB semi-space served 15 % more pages a second (docs/performance.md).
 */
const API_V8_FLAGS = ['--max-semi-space-size=32'];
/** Each API process's PostgreSQL pool, unless PG_POOL_SIZE says otherwise (the read pool is half). */
const API_POOL_SIZE = '8';
const RESTART_DELAY_MS = { first: 1_000, max: 30_000 };
/** A process that ran this long before it ended is restarted at once again (not after a longer wait). */
const STABLE_MS = 60_000;
const STOP_GRACE_MS = 10_000;

/**
 * How many API processes `npm start` runs beside the worker: API_PROCESSES, or one per core but one
 * (at most 4), the remaining core being left to the worker side and PostgreSQL; 0 keeps everything
 * in one process (the default on one core). Measured on two cores (docs/performance.md, "The API
 * beside a worker at background priority"): during another tenant's import, one API process beside a
 * worker at background priority (WORKER_NICE) answered 50 clients with page 1 at p95 10.2 ms instead
 * of 31.0 in one process, the stats at 14.4 instead of 38.6 and a common search at 99.0 instead of
 * 132.7, the import keeping its pace. Without the lower priority (the eleventh session, two API
 * processes) the API queued behind the import's process for the CPU and did worse than one process.
 */
export function apiProcessCount(
  env: NodeJS.ProcessEnv = process.env,
  cores = os.availableParallelism(),
): number {
  const set = env.API_PROCESSES?.trim();
  if (!set) return Math.max(0, Math.min(cores - 1, DEFAULT_MAX));
  const count = Number(set);
  if (!Number.isInteger(count) || count < 0 || count > 64)
    throw new Error(`API_PROCESSES must be a whole number from 0 to 64 (it is "${set}")`);
  return count;
}

/**
 * The worker side's scheduling priority once API processes serve HTTP (a nice value: 0 normal, 19
 * lowest): WORKER_NICE, default 19. Imports, projections and reports then take the cores the API
 * processes leave, instead of an equal share of them while staff wait: the operating system gives a
 * nice-19 process a small share of a contended core and all of an idle one (at nice 0 a common
 * search during another tenant's import took p95 257.5 ms instead of 99.0; docs/performance.md).
 * PostgreSQL's backends keep their priority, so an import still advances under a steady stream of
 * requests (2,400-3,400 rows/s beside 50 clients on two cores in the runs measured).
 */
export function workerNice(env: NodeJS.ProcessEnv = process.env): number {
  const set = env.WORKER_NICE?.trim();
  if (!set) return DEFAULT_WORKER_NICE;
  const nice = Number(set);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19)
    throw new Error(`WORKER_NICE must be a whole number from 0 to 19 (it is "${set}")`);
  return nice;
}

export interface ApiCluster {
  /** Asks each API process to finish its requests and end; kills any still running after 10 s. */
  stop(): Promise<void>;
}

/**
 * Forks `count` API processes (node:cluster) that share the listening port, each accepting its own
 * connections, so one busy process no longer queues every request
 * (a list page costs ~1.3 ms of one thread; PostgreSQL and the other core wait otherwise). The
 * primary keeps the worker side (imports, projections, reports), which thus no longer runs on the
 * thread that answers the console. An API process that dies is started again, after 1 s, doubling to
 * 30 s while it keeps dying young. Resolves once every process listens; rejects if one ends before.
 * When the primary ends, even on kill -9, the processes see their channel close and exit.
 */
export function startApiCluster(count: number, env: Record<string, string>): Promise<ApiCluster> {
  const execArgv = [
    ...process.execArgv.filter((a) => !a.startsWith('--max-semi-space-size')),
    ...API_V8_FLAGS,
  ];
  // Each API process accepts its own connections from the shared socket (the operating system picks
  // which): with node:cluster's default round robin every new connection waits for the primary,
  // which runs the worker side at background priority (WORKER_NICE); during another tenant's import
  // that put cached pages at p95 460-577 ms for 50 clients, against 10-14 ms this way
  // (docs/performance.md, "The API beside a worker at background priority").
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ execArgv });
  const childEnv = { PG_POOL_SIZE: process.env.PG_POOL_SIZE ?? API_POOL_SIZE, ...env, [API_CHILD_ENV]: '1' };
  let stopping = false;
  let restartDelay = RESTART_DELAY_MS.first;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(childEnv), Date.now());

  const ready = new Promise<void>((resolve, reject) => {
    let listening = 0;
    cluster.on('listening', () => {
      if (++listening === count) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
      startedAt.delete(worker);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (listening < count) {
        reject(new Error(`an API process ended before it was ready (${how}): see its message above`));
        return;
      }
      restartDelay = lived > STABLE_MS ? RESTART_DELAY_MS.first : restartDelay;
      logger.error(
        `API process ${worker.process.pid} ended (${how}); starting another in ${restartDelay} ms`,
      );
      setTimeout(() => stopping || fork(), restartDelay).unref();
      restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
    });
  });
  for (let i = 0; i < count; i++) fork();

  const stop = async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      running.map(
        (w) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => w.process.kill('SIGKILL'), STOP_GRACE_MS);
            w.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return ready.then(
    () => ({ stop }),
    async (error: Error) => {
      await stop();
      throw error;
    },
  );
}
