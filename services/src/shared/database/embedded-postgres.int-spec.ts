import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';
import { LocalRedis, startLocalRedis } from '../redis/local-redis';
import { isAlive, processName } from '../process/processes';
import { EmbeddedServer, startEmbeddedPostgres } from './embedded-postgres';
import { accountCan, serverAccount } from './postgres-account';
import { packagedPostgres } from './postgres-binaries';
import { clusterSystemIdentifier, ensurePassword, passwordFile } from './postgres-password';

/**
 * The embedded PostgreSQL and Redis as `npm start` runs them: from a checkout inside a private
 * (0700) directory as root, beside a second checkout, after a killed run, with a generated password.
 * Every directory is a fresh temporary one; the shared directory (normally /var/lib/verifydesk) too.
 */
describe('embedded PostgreSQL and local Redis', () => {
  const made: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  const temporary = (prefix: string, mode: number) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fs.chmodSync(dir, mode);
    made.push(dir);
    return dir;
  };

  /** Registers a server's stop as soon as it exists, so a failing test leaves nothing running. */
  const tracked = async <T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> => {
    const server = await starting;
    stops.push(server.stop);
    return server;
  };

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts from a checkout inside a 0700 directory, keeps its data across a restart and says where it is', async () => {
    // The checkout: a private directory holding DATA_DIR and the PostgreSQL installation (node_modules).
    const home = temporary('vd-private-home-', 0o700);
    const postgresHome = path.join(home, 'clone', 'node_modules', 'postgres');
    fs.mkdirSync(path.dirname(postgresHome), { recursive: true });
    fs.symlinkSync(packagedPostgres(), postgresHome);
    const dataDir = path.join(home, 'clone', '.data');
    const sharedDir = temporary('vd-shared-', 0o755);
    const account = serverAccount();
    if (account) {
      // What failed before: as root, the 'postgres' account can reach neither the binaries nor DATA_DIR.
      expect(accountCan(account, '-x', path.join(postgresHome, 'bin', 'postgres'))).toBe(false);
      expect(accountCan(account, '-x', dataDir)).toBe(false);
    }

    const first = await startEmbeddedPostgres({ dataDir, postgresHome, sharedDir });
    stops.push(first.stop);
    if (account) {
      expect(first.clusterDir.startsWith(path.join(sharedDir, 'clusters'))).toBe(true);
      expect(fs.readFileSync(path.join(path.dirname(first.clusterDir), 'checkout'), 'utf8').trim()).toBe(
        fs.realpathSync(dataDir),
      );
      expect(
        fs.existsSync(
          path.join(
            sharedDir,
            fs.readdirSync(sharedDir).find((n) => n.startsWith('postgres-'))!,
            'bin',
            'postgres',
          ),
        ),
      ).toBe(true);
    } else {
      expect(first.clusterDir).toBe(path.join(fs.realpathSync(dataDir), 'postgres'));
    }
    await query(first.url, 'CREATE TABLE kept (note text)');
    await query(first.url, "INSERT INTO kept VALUES ('survives a restart')");
    await first.stop();
    expect(postgresProcessesIn(first.clusterDir)).toEqual([]);

    const again = await startEmbeddedPostgres({ dataDir, postgresHome, sharedDir });
    stops.push(again.stop);
    expect({ clusterDir: again.clusterDir, port: again.port, adopted: again.adopted }).toEqual({
      clusterDir: first.clusterDir,
      port: first.port,
      adopted: false,
    });
    expect(await query(again.url, 'SELECT note FROM kept')).toEqual([{ note: 'survives a restart' }]);
    await again.stop();
  }, 90_000);

  it('uses a generated password kept in a 0600 file, and moves a cluster with the old password to it', async () => {
    const dataDir = path.join(temporary('vd-password-', 0o755), 'data');
    const server = await startEmbeddedPostgres({ dataDir });
    stops.push(server.stop);
    const password = fs.readFileSync(passwordFile(dataDir), 'utf8').trim();
    expect(fs.statSync(passwordFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(new URL(server.url).password).toBe(password);
    expect(await canConnect(server.port, 'postgres')).toBe(false);

    // A cluster made before this change: superuser password "postgres".
    await query(server.url, "ALTER ROLE postgres PASSWORD 'postgres'");
    await server.stop();
    const migrated = await startEmbeddedPostgres({ dataDir });
    stops.push(migrated.stop);
    expect(await canConnect(migrated.port, password)).toBe(true);
    expect(await canConnect(migrated.port, 'postgres')).toBe(false);
    await migrated.stop();
  }, 60_000);

  it('runs a second instance beside the first on other ports, each with its own data, and takes over its own servers after a crash', async () => {
    const [dirA, dirB] = [temporary('vd-checkout-a-', 0o755), temporary('vd-checkout-b-', 0o755)];
    const start = (dir: string) =>
      Promise.all([
        tracked(startEmbeddedPostgres({ dataDir: dir })),
        tracked(startLocalRedis(path.join(dir, 'redis'))),
      ]);
    const [[pgA, redisA], [pgB, redisB]] = await Promise.all([start(dirA), start(dirB)]);
    expect(new Set([pgA.port, pgB.port, redisA.port, redisB.port]).size).toBe(4);
    await query(pgA.url, 'CREATE TABLE only_in_a (n int)');
    expect(await query(pgB.url, "SELECT to_regclass('only_in_a') AS t")).toEqual([{ t: null }]);
    await withRedis(redisA.url, (r) => r.set('only-in-a', '1'));
    expect(await withRedis(redisB.url, (r) => r.get('only-in-a'))).toBeNull();

    // A run killed before its shutdown leaves both servers running: the next start takes them over
    // (same ports, same data) and its shutdown stops them.
    const [pgA2, redisA2] = await start(dirA);
    expect([pgA2.adopted, pgA2.port, redisA2.adopted, redisA2.port]).toEqual([
      true,
      pgA.port,
      true,
      redisA.port,
    ]);
    expect(await query(pgA2.url, "SELECT to_regclass('only_in_a')::text AS t")).toEqual([{ t: 'only_in_a' }]);
    expect(await withRedis(redisA2.url, (r) => r.get('only-in-a'))).toBe('1');
    const redisPid = Number(
      /process_id:(\d+)/.exec(await withRedis(redisA2.url, (r) => r.info('server')))![1],
    );
    await Promise.all([pgA2.stop(), redisA2.stop()]);
    expect(postgresProcessesIn(pgA.clusterDir)).toEqual([]);
    expect(isAlive(redisPid)).toBe(false);
    // B was never touched.
    expect(await query(pgB.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  }, 90_000);

  it('starts four instances at the same moment, two on each of two checkouts, twenty times: each checkout on its own servers', async () => {
    for (let round = 1; round <= 20; round++) {
      const dirs = [temporary('vd-race-a-', 0o755), temporary('vd-race-b-', 0o755)];
      const instance = (dir: string) =>
        Promise.all([
          tracked(startEmbeddedPostgres({ dataDir: dir })),
          tracked(startLocalRedis(path.join(dir, 'redis'), { persistent: false })),
        ]);
      const started = await Promise.allSettled([dirs[0], dirs[0], dirs[1], dirs[1]].map(instance));
      const failures = started.flatMap((s) =>
        s.status === 'rejected' ? [`round ${round}: ${s.reason}`] : [],
      );
      expect(failures).toEqual([]);
      const [a1, a2, b1, b2] = started.map(
        (s) => (s as PromiseFulfilledResult<[EmbeddedServer, LocalRedis]>).value,
      );
      for (const [[pg, redis], dir] of [
        [a1, dirs[0]],
        [a2, dirs[0]],
        [b1, dirs[1]],
        [b2, dirs[1]],
      ] as const) {
        // The server each instance talks to is its checkout's own: the cluster's identifier, Redis's directory.
        const [{ id }] = (await query(
          pg.url,
          'SELECT system_identifier::text AS id FROM pg_control_system()',
        )) as {
          id: string;
        }[];
        expect({ round, id }).toEqual({
          round,
          id: clusterSystemIdentifier(path.join(fs.realpathSync(dir), 'postgres')),
        });
        const [, redisDir] = (await withRedis(redis.url, (r) => r.config('GET', 'dir'))) as string[];
        expect({ round, redisDir }).toEqual({ round, redisDir: fs.realpathSync(path.join(dir, 'redis')) });
      }
      expect([a2[0].port, a2[1].port, b2[0].port, b2[1].port]).toEqual([
        a1[0].port,
        a1[1].port,
        b1[0].port,
        b1[1].port,
      ]);
      expect(new Set([a1[0].port, a1[1].port, b1[0].port, b1[1].port]).size).toBe(4);
      await Promise.all([a1, a2, b1, b2].flatMap(([pg, redis]) => [pg.stop(), redis.stop()]));
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true }); // a cluster is ~40 MB
    }
  }, 900_000);

  it('says another PostgreSQL holds the port, not that the password is wrong, when the server there is not this cluster', async () => {
    const [dirA, dirB] = [temporary('vd-own-a-', 0o755), temporary('vd-own-b-', 0o755)];
    const a = await tracked(startEmbeddedPostgres({ dataDir: dirA }));
    // B refuses A's server whether A refuses B's password or, sharing it, accepts it.
    fs.copyFileSync(passwordFile(dirA), passwordFile(dirB));
    const b = await tracked(startEmbeddedPostgres({ dataDir: dirB }));
    await b.stop();
    const sharedPassword = fs.readFileSync(passwordFile(dirB), 'utf8').trim();
    const foreign = `port ${a.port} is held by another PostgreSQL (not the one in ${fs.realpathSync(dirB)}): set EMBEDDED_PG_PORT to a free port, or stop the other one`;
    await expect(ensurePassword(a.port, sharedPassword, fs.realpathSync(dirB), b.clusterDir)).rejects.toThrow(
      foreign,
    );
    await expect(
      ensurePassword(a.port, 'not-the-password', fs.realpathSync(dirB), b.clusterDir),
    ).rejects.toThrow(foreign);
    // A's own server with a password that is not its own: the password file is what is wrong.
    await expect(
      ensurePassword(a.port, 'not-the-password', fs.realpathSync(dirA), a.clusterDir),
    ).rejects.toThrow(/refuses the password in .*postgres-password: restore that file/);
    expect(await ensurePassword(a.port, sharedPassword, fs.realpathSync(dirA), a.clusterDir)).toBe('current');
    await a.stop();
  }, 90_000);

  it('starts a fresh clone where an earlier checkout was deleted, keeping the old database aside', async () => {
    const account = serverAccount();
    if (!account) return; // only root keeps clusters outside DATA_DIR (the shared directory)
    const home = temporary('vd-reclone-home-', 0o700);
    const postgresHome = path.join(home, 'clone', 'node_modules', 'postgres');
    fs.mkdirSync(path.dirname(postgresHome), { recursive: true });
    fs.symlinkSync(packagedPostgres(), postgresHome);
    const dataDir = path.join(home, 'clone', '.data');
    const sharedDir = temporary('vd-reclone-shared-', 0o755);
    const old = await startEmbeddedPostgres({ dataDir, postgresHome, sharedDir });
    await query(old.url, 'CREATE TABLE from_the_old_checkout (n int)');
    await old.stop();

    // The checkout is deleted and cloned again at the same path: a new, empty DATA_DIR.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const fresh = await startEmbeddedPostgres({ dataDir, postgresHome, sharedDir });
    stops.push(fresh.stop);
    expect(fresh.clusterDir).toBe(old.clusterDir);
    expect(
      await query(fresh.url, "SELECT 1 FROM pg_tables WHERE tablename = 'from_the_old_checkout'"),
    ).toEqual([]);
    const aside = fs.readdirSync(path.join(sharedDir, 'clusters')).filter((n) => n.includes('.orphaned-'));
    expect(aside).toHaveLength(1);
    expect(fs.existsSync(path.join(sharedDir, 'clusters', aside[0], 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('refuses an operator-set port that another program holds, with what to do', async () => {
    const dataDir = temporary('vd-taken-', 0o755);
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    try {
      await expect(
        startLocalRedis(path.join(dataDir, 'redis'), { port: (holder.address() as net.AddressInfo).port }),
      ).rejects.toThrow(/taken by another program.*choose another EMBEDDED_REDIS_PORT, or unset it/);
    } finally {
      holder.close();
    }
  });
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function canConnect(port: number, password: string): Promise<boolean> {
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

async function withRedis<T>(url: string, fn: (r: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url);
  try {
    return await fn(redis);
  } finally {
    redis.disconnect();
  }
}

/** PostgreSQL processes working in the cluster (every backend's working directory is its data directory). */
function postgresProcessesIn(clusterDir: string): number[] {
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
