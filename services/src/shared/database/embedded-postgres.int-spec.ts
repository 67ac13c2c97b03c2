import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import {
  canConnect,
  embeddedServerFixtures,
  postgresProcessesIn,
  query,
  withRedis,
} from '../../../../test/support/embedded-servers';
import { startLocalRedis } from '../redis/local-redis';
import { localRedisPassword } from '../redis/redis-password';
import { isAlive } from '../process/processes';
import { startEmbeddedPostgres } from './embedded-postgres';
import { accountCan, serverAccount } from './postgres-account';
import { packagedPostgres } from './postgres-binaries';
import { passwordFile } from './postgres-password';

/**
 * The embedded PostgreSQL and Redis as `npm start` runs them: from a checkout inside a private
 * (0700) directory as root, beside a second checkout, after a killed run, with a generated password.
 * Every directory is a fresh temporary one; the shared directory (normally /var/lib/verifydesk) too.
 */
describe('embedded PostgreSQL and local Redis', () => {
  const { temporary, tracked, cleanUp } = embeddedServerFixtures();
  afterAll(cleanUp);

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

    const first = await tracked(startEmbeddedPostgres({ dataDir, postgresHome, sharedDir }));
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

    const again = await tracked(startEmbeddedPostgres({ dataDir, postgresHome, sharedDir }));
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
    const server = await tracked(startEmbeddedPostgres({ dataDir }));
    const password = fs.readFileSync(passwordFile(dataDir), 'utf8').trim();
    expect(fs.statSync(passwordFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(new URL(server.url).password).toBe(password);
    expect(await canConnect(server.port, 'postgres')).toBe(false);

    // A cluster made before this change: superuser password "postgres".
    await query(server.url, "ALTER ROLE postgres PASSWORD 'postgres'");
    await server.stop();
    const migrated = await tracked(startEmbeddedPostgres({ dataDir }));
    expect(await canConnect(migrated.port, password)).toBe(true);
    expect(await canConnect(migrated.port, 'postgres')).toBe(false);
    await migrated.stop();
  }, 60_000);

  it('runs a second instance beside the first on other ports, each with its own data, and takes over its own servers after a crash', async () => {
    const [dirA, dirB] = [temporary('vd-checkout-a-', 0o755), temporary('vd-checkout-b-', 0o755)];
    const start = (dir: string) =>
      Promise.all([
        tracked(startEmbeddedPostgres({ dataDir: dir })),
        tracked(startLocalRedis(path.join(dir, 'redis'), { password: localRedisPassword(dir) })),
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
    const fresh = await tracked(startEmbeddedPostgres({ dataDir, postgresHome, sharedDir }));
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
        startLocalRedis(path.join(dataDir, 'redis'), {
          port: (holder.address() as net.AddressInfo).port,
          password: localRedisPassword(dataDir),
        }),
      ).rejects.toThrow(/taken by another program.*choose another EMBEDDED_REDIS_PORT, or unset it/);
    } finally {
      holder.close();
    }
  });
});
