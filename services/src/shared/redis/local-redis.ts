import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import Redis from 'ioredis';
import { choosePort, readServerRecord, writeServerRecord } from '../net/server-port';
import { isOtherLiveNode, signal, stopProcess } from '../process/processes';
import { whileHoldingStartLock } from '../process/start-lock';
import { withRedisPassword } from './redis-password';

export interface LocalRedis {
  url: string;
  port: number;
  /** True when the server was already running: left by a killed run (taken over) or shared. */
  adopted: boolean;
  /** The pid of the live process on this directory that owns the server (it stops it), if not this one. */
  sharedWith?: number;
  /** Stops the server; a no-op when another live instance on this directory owns it. */
  stop(): Promise<void>;
}

export interface LocalRedisOptions {
  /** A port the operator fixed (EMBEDDED_REDIS_PORT); otherwise the remembered one, 6390, or a free one. */
  port?: number;
  /** Append-only file under dir (the product); off for the test run's throwaway server. */
  persistent?: boolean;
  /**
   * The password the server requires (requirepass) and every client sends; it is part of the
   * returned url. Handed to redis-server on its standard input, so no process listing shows it.
   */
  password: string;
}

export const DEFAULT_REDIS_PORT = 6390;
/** Starts that lose the port to another program at the same moment before giving up. */
const BIND_ATTEMPTS = 5;

/**
 * Starts a redis-server of our own (append-only file under dir, noeviction, loopback only) for the
 * embedded default and for tests, or takes over the one a killed run of this directory left
 * running. BullMQ loses jobs silently if Redis evicts keys, hence noeviction. A server is ours when
 * its working directory (CONFIG GET dir) is dir: another checkout's Redis on a remembered port is
 * never used.
 */
export async function startLocalRedis(dir: string, options: LocalRedisOptions): Promise<LocalRedis> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const realDir = fs.realpathSync(dir);
  return whileHoldingStartLock(realDir, 'redis', () => startOrShare(realDir, options));
}

async function startOrShare(realDir: string, options: LocalRedisOptions): Promise<LocalRedis> {
  const persistent = options.persistent ?? true;
  const recordFile = path.join(realDir, 'server.json');
  const record = readServerRecord(recordFile);

  const { password } = options;
  for (const port of new Set([options.port, record?.port])) {
    const pid = port ? await ourRedisPid(port, realDir, password) : null;
    if (!port || !pid) continue;
    // A server an older version started without a password gets one now (ioredis accepts a server
    // that has none when it sends one, so ourRedisPid found it).
    await requirePassword(port, password);
    const owner = isOtherLiveNode(record?.ownerPid) ? record!.ownerPid : process.pid;
    writeServerRecord(recordFile, { port, ownerPid: owner });
    const shared = owner !== process.pid;
    return {
      url: redisUrl(port, password),
      port,
      adopted: true,
      sharedWith: shared ? owner : undefined,
      stop: shared ? async () => undefined : ownedStop(pid),
    };
  }

  let ports: { explicit?: number; remembered?: number } = {
    explicit: options.port,
    remembered: record?.port,
  };
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort({
      ...ports,
      preferred: DEFAULT_REDIS_PORT,
      setting: 'EMBEDDED_REDIS_PORT',
      what: 'local redis-server',
    });
    const started = await startServer(realDir, port, persistent, password);
    if ('pid' in started) {
      writeServerRecord(recordFile, { port, ownerPid: process.pid });
      return { url: redisUrl(port, password), port, adopted: false, stop: ownedStop(started.pid) };
    }
    // Two checkouts starting at the same moment may pick the same free port: the loser picks another.
    if (!ports.explicit && attempt < BIND_ATTEMPTS && /address already in use/i.test(started.failure)) {
      ports = {};
      continue;
    }
    throw new Error(started.failure);
  }
}

/**
 * One redis-server in its own process group (a Ctrl-C reaches only us, and we stop it after the
 * app), logging to redis.log in its directory. Resolves with its pid once it answers as ours.
 */
async function startServer(
  dir: string,
  port: number,
  persistent: boolean,
  password: string,
): Promise<{ pid: number } | { failure: string }> {
  const logFile = path.join(dir, 'redis.log');
  // '-' first: the configuration (the password) comes on standard input, the rest from the arguments.
  const args = [
    '-',
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--maxmemory-policy',
    'noeviction',
    '--logfile',
    logFile,
  ];
  args.push('--appendonly', persistent ? 'yes' : 'no', '--save', '');
  fs.writeFileSync(logFile, '');
  const child = spawn('redis-server', args, { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  child.stdin.on('error', () => undefined); // a server that exits at once closes its input first
  child.stdin.end(`requirepass ${JSON.stringify(password)}\n`);
  child.unref();
  const failed = new Promise<string>((resolve) => {
    child.once('error', (error) =>
      resolve(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'redis-server is not installed: install it (apt-get install redis-server) or set REDIS_URL'
          : `redis-server could not be started (${error.message}): install it (apt-get install redis-server) or set REDIS_URL`,
      ),
    );
    child.once('exit', () =>
      resolve(
        `the local redis-server did not start on port ${port}: ${lastLines(logFile)} (log: ${logFile})`,
      ),
    );
  });
  const answered = waitFor(
    async () => (child.pid && (await ourRedisPid(port, dir, password)) === child.pid ? child.pid : null),
    10_000,
  );
  const outcome = await Promise.race([answered, failed]);
  if (typeof outcome === 'number') return { pid: outcome };
  if (child.pid) await stopProcess(child.pid, 'SIGTERM', 5_000);
  return {
    failure: outcome ?? `the local redis-server did not answer on port ${port} within 10 s (log: ${logFile})`,
  };
}

/** The pid of the redis-server on the port when its directory is dir (so it is this directory's server), else null. */
async function ourRedisPid(port: number, dir: string, password: string): Promise<number | null> {
  // commandTimeout: a program on the port that is not Redis may accept the connection and never answer.
  const client = new Redis(redisUrl(port, password), {
    lazyConnect: true,
    connectTimeout: 500,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [, serverDir] = (await client.config('GET', 'dir')) as string[];
    if (serverDir !== dir) return null;
    const pid = /process_id:(\d+)/.exec(await client.info('server'))?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

/**
 * A server we own ends with us: at shutdown, and, if this process exits some other way, at its
 * exit. Only kill -9 of this process leaves it running; the next start takes it over.
 */
function ownedStop(pid: number): () => Promise<void> {
  const onExit = () => signal(pid, 'SIGTERM');
  process.on('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    await stopProcess(pid, 'SIGTERM', 30_000);
  };
}

function redisUrl(port: number, password: string): string {
  return withRedisPassword(`redis://127.0.0.1:${port}`, password);
}

async function requirePassword(port: number, password: string): Promise<void> {
  const client = new Redis(redisUrl(port, password), { maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.config('SET', 'requirepass', password);
  } finally {
    client.disconnect();
  }
}

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

function lastLines(file: string): string {
  try {
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(-2)
      .join(' | ');
  } catch {
    return '';
  }
}

export async function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
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

/** Refuses a Redis that may evict keys (DESIGN.md section 5). */
export async function assertNoEviction(client: Redis): Promise<void> {
  const [, policy] = (await client.config('GET', 'maxmemory-policy')) as string[];
  if (policy !== 'noeviction') {
    throw new Error(
      `Redis maxmemory-policy is '${policy}'; it must be 'noeviction' or queued jobs can be lost.`,
    );
  }
}
