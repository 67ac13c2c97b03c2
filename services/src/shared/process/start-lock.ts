import { Logger } from '@nestjs/common';
import * as path from 'node:path';
import * as lockfile from 'proper-lockfile';

const logger = new Logger('StartLock');

/** How long a lock whose holder stopped refreshing it (killed with -9) keeps the next start waiting. */
const STALE_MS = 20_000;
/** How long a start waits for another start of the same server (initdb and a first start included). */
const WAIT_MS = 180_000;
const RETRY_MS = 100;

/** The lock's name in its directory (a directory itself, present only while a start runs). */
export function startLockName(name: string): string {
  return `${name}.start.lock`;
}

/**
 * Runs `start` while holding `<dir>/<name>.start.lock`, so two instances started at the same moment
 * on one DATA_DIR (an API and a worker process, two terminals) never both start a server on the same
 * data: the second waits, then finds the first one's server running and shares it. The lock is a
 * directory (proper-lockfile: atomic mkdir, refreshed while held, taken over once stale, removed at
 * exit), which works for any account and needs no daemon.
 */
export async function whileHoldingStartLock<T>(
  dir: string,
  name: string,
  start: () => Promise<T>,
): Promise<T> {
  const release = await lockfile.lock(dir, {
    lockfilePath: path.join(dir, startLockName(name)),
    realpath: false,
    stale: STALE_MS,
    retries: { retries: WAIT_MS / RETRY_MS, factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
    // A lock lost while held (its directory removed by hand, a process frozen past STALE_MS): say so
    // rather than crash the start (the default); PostgreSQL's own postmaster.pid still refuses a second server.
    onCompromised: (error) => logger.warn(`the ${name} start lock in ${dir} was lost: ${error.message}`),
  });
  try {
    return await start();
  } finally {
    await release().catch(() => undefined);
  }
}
