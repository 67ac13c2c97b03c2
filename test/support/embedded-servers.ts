import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { processName } from '../../services/src/shared/process/processes';

/**
 * The embedded servers' tests (services/src/shared/database/*.int-spec.ts): temporary directories
 * removed after the file, servers stopped as soon as they exist, and small clients.
 */
export function embeddedServerFixtures() {
  const made: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  return {
    /** A fresh directory with this mode, removed by cleanUp. */
    temporary(prefix: string, mode: number): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      fs.chmodSync(dir, mode);
      made.push(dir);
      return dir;
    },
    /** Registers a server's stop as soon as it exists, so a failing test leaves nothing running. */
    async tracked<T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> {
      const server = await starting;
      stops.push(server.stop);
      return server;
    },
    /** Stops every server still running (newest first) and removes the directories. */
    async cleanUp(): Promise<void> {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
      for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function withRedis<T>(url: string, fn: (r: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url);
  try {
    return await fn(redis);
  } finally {
    redis.disconnect();
  }
}

/** PostgreSQL processes working in the cluster (every backend's working directory is its data directory). */
export function postgresProcessesIn(clusterDir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((pid) => {
      try {
        return processName(pid) === 'postgres' && fs.readlinkSync(`/proc/${pid}/cwd`) === clusterDir;
      } catch {
        return false;
      }
    });
}
