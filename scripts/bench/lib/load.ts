/**
 * Measuring a product under load (scripts/bench/list-load.ts): autocannon runs with every response
 * time kept (autocannon's own summary has no p95), the CPU a process tree used (from /proc), and the
 * PostgreSQL round trips a call makes (a counting TCP relay in front of the database).
 */
import autocannon from 'autocannon';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { allPids, parentPid } from '../../../services/src/shared/process/processes';

export interface LoadResult {
  requestsPerSecond: number;
  /** Answers received (autocannon only). */
  answers?: number;
  p50: number;
  p95: number;
  p975: number;
  errors: number;
  non2xx: number;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** `connections` clients sending one request after another for `seconds` (autocannon or wrk). */
export type LoadGenerator = (
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  request?: {
    method?: 'GET' | 'POST';
    body?: string;
    /** Headers per connection (n = 0, 1, …): each connection signed in as someone else. */
    headersOf?: (n: number) => Record<string, string>;
  },
) => Promise<LoadResult>;

/** autocannon in this process, every latency kept. */
export const load: LoadGenerator = async (url, headers, connections, seconds, request = {}) => {
  const times: number[] = [];
  let clients = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method: request.method ?? 'GET',
        body: request.body,
        headers: { ...headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
        timeout: 30,
        ...(request.headersOf
          ? {
              setupClient: (client: { setHeaders(h: Record<string, string>): void }) =>
                client.setHeaders({ ...headers, ...request.headersOf!(clients++) }),
            }
          : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    answers: times.length,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p975: pct(times, 97.5),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime + stime, and cutime + cstime: the CPU of its children that ended and were waited for (the
    // postmaster's backends and autovacuum workers come and go during a run).
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return 0; // ended between the listing and the read
  }
}

/** Each process's parent, from /proc (a process that ends during the listing is left out). */
function parents(): Map<number, number> {
  const parent = new Map<number, number>();
  for (const pid of allPids()) {
    const ppid = parentPid(pid);
    if (ppid !== null) parent.set(pid, ppid);
  }
  return parent;
}

/**
 * CPU ms used so far by a process and every process under it, by pid: the product's primary, the
 * API processes it forked and its Chromium; or PostgreSQL's postmaster and its backends.
 */
export function processTreeCpu(root: number): Map<number, number> {
  const parent = parents();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!tree.has(ppid) || tree.has(pid)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  return new Map([...tree].map((pid) => [pid, processCpuMs(pid)]));
}

/** CPU ms used so far by the postmaster and each of its children (backends, autovacuum), by pid. */
export function postgresCpu(clusterDir: string): Map<number, number> {
  return processTreeCpu(
    Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
  );
}

/**
 * CPU ms a process tree used between two snapshots. A process that ended in between has all its CPU
 * in its parent's by then (cutime), so what it had used before the first snapshot comes off.
 */
export function cpuMsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  for (const [pid, ms] of before) if (!after.has(pid)) total -= ms;
  return total;
}

/**
 * CPU ms this bench process used so far, with the children it has waited for (a wrk run): the load
 * generator's share of the cores, which the product and PostgreSQL do not get.
 */
export function loaderCpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8');
  const f = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
}

/**
 * A TCP relay to PostgreSQL that counts round trips: a burst of client bytes after the server has
 * answered (or the first) is one round trip. Used by a second product process only, so the load runs
 * talk to PostgreSQL directly.
 */
export async function roundTripCounter(target: { host: string; port: number }) {
  let trips = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let serverSpoke = true;
    client.on('data', (chunk) => {
      if (serverSpoke) trips++;
      serverSpoke = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      serverSpoke = true;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    count: () => trips,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until the machine is quiet (at most `busyPercent` of its CPU used over a second, for
 * `quietSeconds` in a row; at most `maxSeconds`): a product process that just started, autovacuum
 * after a seed or a checkpoint would otherwise be timed as the product's answers. Returns the busy
 * share of the last second.
 */
export async function settle(busyPercent = 10, quietSeconds = 3, maxSeconds = 120): Promise<number> {
  const sample = () => {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/);
    const values = fields.filter(Boolean).map(Number);
    const idle = values[3] + values[4];
    return { idle, total: values.reduce((a, b) => a + b, 0) };
  };
  let quiet = 0;
  let busy = 100;
  for (let s = 0; s < maxSeconds && quiet < quietSeconds; s++) {
    const before = sample();
    await new Promise((r) => setTimeout(r, 1000));
    const after = sample();
    busy = 100 * (1 - (after.idle - before.idle) / Math.max(after.total - before.total, 1));
    quiet = busy <= busyPercent ? quiet + 1 : 0;
  }
  return busy;
}

/** What a browser sends with every request that matters to the server's work: it accepts compressed answers. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
