import * as fs from 'node:fs';
import * as path from 'node:path';
import { embeddedServerFixtures, query, withRedis } from '../../../../test/support/embedded-servers';
import { LocalRedis, startLocalRedis } from '../redis/local-redis';
import { localRedisPassword } from '../redis/redis-password';
import { EmbeddedServer, startEmbeddedPostgres } from './embedded-postgres';
import { clusterSystemIdentifier, ensurePassword, passwordFile } from './postgres-password';

/**
 * Embedded servers started at the same moment (issue 36): two checkouts both find the default port
 * free, and two processes of one checkout (API and worker) both find no server running. Each must
 * end up on its own checkout's servers, and a foreign PostgreSQL on the port must be named as such.
 */
describe('embedded servers started at the same moment', () => {
  const { temporary, tracked, cleanUp } = embeddedServerFixtures();
  afterAll(cleanUp);

  it('starts four instances at the same moment, two on each of two checkouts, twenty times: each checkout on its own servers', async () => {
    // New checkouts every fifth round (both instances of one checkout race to create its cluster);
    // in the rounds between, the same checkouts start again, as `npm start` twice does every day (both
    // race to start the stopped cluster). Creating a cluster is most of a round's time.
    let dirs: string[] = [];
    for (let round = 1; round <= 20; round++) {
      if (round % 5 === 1) {
        for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true }); // a cluster is ~40 MB
        dirs = [temporary('vd-race-a-', 0o755), temporary('vd-race-b-', 0o755)];
      } else {
        // The last round stopped them: this one races to start them, not to take over running ones.
        for (const dir of dirs)
          expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
      }
      const instance = (dir: string) =>
        Promise.all([
          tracked(startEmbeddedPostgres({ dataDir: dir })),
          tracked(
            startLocalRedis(path.join(dir, 'redis'), {
              persistent: false,
              password: localRedisPassword(dir),
            }),
          ),
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
});
