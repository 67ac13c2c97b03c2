import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { watchProcess } from './product-process';

const REPO = path.resolve(__dirname, '..', '..');
/** What a worker script prints once its worker is connected (runWorkerProcess, worker-process-main.ts). */
export const WORKER_READY = 'worker ready';

/**
 * Starts one of the worker scripts in test/support (a `*-worker-process.ts` that calls
 * runWorkerProcess from worker-process-main.ts) in a child process of its own, so a test can kill it with SIGKILL. It gets this
 * process's environment, the app's database and Redis, and `env`; resolves once the worker is ready.
 */
export async function startWorkerProcess(
  script: string,
  app: { databaseUrl: string; redisUrl: string },
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--require', require.resolve('tsx/cjs'), path.join('test', 'support', script)],
    {
      cwd: REPO,
      env: {
        ...process.env,
        DATABASE_URL: app.databaseUrl,
        REDIS_URL: app.redisUrl,
        PROCESS_ROLE: 'worker',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const { output, exited } = watchProcess(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output().includes(WORKER_READY) && resolve());
    void exited.then((code) =>
      reject(new Error(`${script} exited (${code}) before it was ready: ${output().slice(-2000)}`)),
    );
  });
  return child;
}

/** kill -9, resolved once the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** For afterAll: a worker a test left running is killed, not left behind. */
export function killIfRunning(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
