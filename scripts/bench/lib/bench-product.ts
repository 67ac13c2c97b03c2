/**
 * The product as the benchmarks run it: built services as shipped (PROCESS_ROLE=all: the worker side
 * in the primary at background priority, HTTP in API_PROCESSES processes forked from it, one per core
 * but one by default; API_PROCESSES=0: all in one process), on its own embedded PostgreSQL and redis-server under a temporary directory, signed in
 * as the demo company's admin. `stop()` ends all of it; a failed start stops what started.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../../services/src/bootstrap/seed';
import { startEmbeddedPostgres } from '../../../services/src/shared/database/embedded-postgres';
import { startLocalRedis } from '../../../services/src/shared/redis/local-redis';
import { localRedisPassword } from '../../../services/src/shared/redis/redis-password';
import { portIsFree } from '../../../services/src/shared/net/port-is-free';
import { allPids, commandLine, parentPid } from '../../../services/src/shared/process/processes';

export interface BenchProduct {
  base: string;
  dir: string;
  databaseUrl: string;
  /** The PostgreSQL cluster's directory (its postmaster.pid names the server process). */
  postgresDir: string;
  redisUrl: string;
  process: ChildProcess;
  auth: { authorization: string };
  /** A GET with the admin's token over one kept-alive connection (a lean client: fetch adds ~0.5 ms a call). */
  get(path: string): Promise<string>;
  /** A JSON POST, the same way. */
  post(path: string, body: unknown): Promise<string>;
  stop(): Promise<void>;
}

/**
 * `node` arguments that start the product as scripts/start.sh does (its V8 flags from
 * services/node-flags), plus PRODUCT_NODE_FLAGS for experiments.
 */
export function productArgs(): string[] {
  const shipped = fs.readFileSync(path.join(__dirname, '../../../services/node-flags'), 'utf8');
  return [
    ...`${shipped} ${process.env.PRODUCT_NODE_FLAGS ?? ''}`.split(/\s+/).filter(Boolean),
    'services/dist/main.js',
  ];
}

export const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
/** The p-th percentile of ascending `sorted` samples (nearest rank). */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50 and p95 of `samples` sequential calls. */
export async function timed(samples: number, call: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return `p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms`;
}

/** Peak resident memory of a process so far (VmHWM). */
export function peakRss(pid: number): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
}

/** The API processes the product's primary forked (node:cluster children running main.js; not Chromium). */
export function apiProcesses(primary: number): number[] {
  return allPids().filter(
    (pid) => parentPid(pid) === primary && (commandLine(pid) ?? []).some((arg) => arg.endsWith('main.js')),
  );
}

/** Peak RSS so far of the primary (the worker side: imports, projections) and of each API process. */
export function peakRssOfProduct(primary: number): { worker: number; apis: number[]; text: string } {
  const worker = peakRss(primary);
  const apis = apiProcesses(primary).map(peakRss);
  const text = apis.length
    ? `worker side (the primary) ${mb(worker)}, API processes ${apis.map(mb).join(' / ')}`
    : `the product (API and worker in one process) ${mb(worker)}`;
  return { worker, apis, text };
}

/**
 * `pgSettings`: more settings for the embedded PostgreSQL (lib/pg-statements.ts); BENCH_PG_SETTINGS
 * (`name=value` separated by spaces) adds more for an experiment, after the product's own.
 */
export async function startBenchProduct(
  env: Record<string, string> = {},
  pgSettings: string[] = [],
): Promise<BenchProduct> {
  // Build first: a failed build then leaves no database or Redis behind.
  execFileSync('npm', ['run', 'build', '-w', 'services', '--silent'], { stdio: 'inherit' });
  const stops: Array<() => unknown> = [];
  const stop = async () => {
    for (const s of stops.splice(0))
      await Promise.resolve()
        .then(s)
        .catch(() => undefined);
  };
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-bench-'));
    fs.chmodSync(dir, 0o755);
    stops.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const extra = (process.env.BENCH_PG_SETTINGS ?? '').split(/\s+/).filter(Boolean);
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      settings: [...pgSettings, ...extra],
    });
    stops.unshift(() => pg.stop());
    const redis = await startLocalRedis(path.join(dir, 'redis'), {
      persistent: false,
      password: localRedisPassword(dir),
    });
    stops.unshift(() => redis.stop());
    const started = await startProductProcess({ databaseUrl: pg.url, redisUrl: redis.url, dir, env });
    stops.unshift(started.stop);
    const { base, auth, child } = started;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    stops.push(() => agent.destroy());
    const call = (method: string, p: string, body?: string) =>
      new Promise<string>((resolve, reject) => {
        const headers = { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
        const request = http.request(base + p, { method, agent, headers }, (response) => {
          let text = '';
          response
            .setEncoding('utf8')
            .on('data', (chunk: string) => (text += chunk))
            .on('end', () => resolve(text))
            .on('error', reject);
        });
        request.on('error', reject).end(body);
      });
    const get = (p: string) => call('GET', p);
    const post = (p: string, body: unknown) => call('POST', p, JSON.stringify(body));
    return {
      base,
      dir,
      databaseUrl: pg.url,
      postgresDir: pg.clusterDir,
      redisUrl: redis.url,
      process: child,
      auth,
      get,
      post,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Products started and not yet ended: a benchmark that fails half-way must not leave one running. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGTERM')));

/**
 * A port nobody listens on, below the kernel's range for outgoing connections (32768-60999 here): a
 * port picked in that range can be taken by one of the benchmark's own client sockets.
 */
async function portOutsideOutgoingRange(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (await portIsFree(port)) return port;
  }
}

/**
 * One product process on an existing database and Redis (a second one can share them, e.g. through a
 * relay that counts round trips), signed in as the demo company's admin.
 */
export async function startProductProcess(options: {
  databaseUrl: string;
  redisUrl: string;
  dir: string;
  env?: Record<string, string>;
}): Promise<{
  base: string;
  auth: { authorization: string };
  child: ChildProcess;
  stop: () => Promise<void>;
}> {
  const { databaseUrl, redisUrl, dir, env = {} } = options;
  const port = await portOutsideOutgoingRange();
  const child = spawn('node', productArgs(), {
    env: {
      // The allocator setting scripts/start.sh and the Dockerfile give the product (the bench's own
      // MALLOC_ARENA_MAX wins): without it, the peak RSS measured was not the product's as shipped.
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      DEMO_APPLICANTS: '0',
      PROCESS_ROLE: 'all',
      ...env,
    },
    // PRODUCT_STDOUT=1 shows the product's own log (for finding out why a run is slow).
    stdio: ['ignore', process.env.PRODUCT_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `the product ended while starting (${child.exitCode ?? child.signalCode}): see its message above`,
        );
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error('the product did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = (await (
      await fetch(`${base}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@northfield.edu', password: DEMO_PASSWORD }),
      })
    ).json()) as { data: { access_token: string } };
    const auth = { authorization: `Bearer ${login.data.access_token}` };
    return { base, auth, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
