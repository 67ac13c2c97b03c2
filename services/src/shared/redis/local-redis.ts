import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import Redis from 'ioredis';
import { portIsFree } from '../net/port-is-free';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a redis-server of our own (append-only file under dir, noeviction, loopback only) for the
 * embedded default and for tests. BullMQ loses jobs silently if Redis evicts keys, hence noeviction.
 */
export async function startLocalRedis(dir: string, port: number, persistent = true): Promise<LocalRedis> {
  fs.mkdirSync(dir, { recursive: true });
  const url = `redis://127.0.0.1:${port}`;
  // Left running by a previous run that was killed without its shutdown: use it.
  if (!(await portIsFree(port)) && (await pingRedis(url, 500))) return { url, stop: async () => undefined };
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is in use, so the local redis-server cannot start: set EMBEDDED_REDIS_PORT or REDIS_URL`);
  }
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--maxmemory-policy', 'noeviction'];
  args.push(...(persistent ? ['--appendonly', 'yes', '--save', ''] : ['--appendonly', 'no', '--save', '']));
  let child: ChildProcess;
  try {
    child = spawn('redis-server', args, { stdio: 'ignore' });
  } catch (error) {
    throw new Error(`redis-server could not be started (${(error as Error).message}); install it (apt-get install redis-server) or set REDIS_URL`);
  }
  // However this process ends (even through an error in its shutdown), the server ends with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (e) => reject(new Error(`redis-server is not installed or failed to start: ${e.message}. Install it (apt-get install redis-server) or set REDIS_URL.`))),
  );
  await Promise.race([waitForRedis(url, 10_000), failed]);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function waitForRedis(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await pingRedis(url, 300)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server did not answer at ${url}`);
}

/** Refuses a Redis that may evict keys (DESIGN.md section 5). */
export async function assertNoEviction(client: Redis): Promise<void> {
  const [, policy] = (await client.config('GET', 'maxmemory-policy')) as string[];
  if (policy !== 'noeviction') {
    throw new Error(`Redis maxmemory-policy is '${policy}'; it must be 'noeviction' or queued jobs can be lost.`);
  }
}
