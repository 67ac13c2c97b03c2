import { Logger } from '@nestjs/common';
import * as path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { AppConfig } from '../shared/config/app-config';
import { Database } from '../shared/database/database';
import { isProduction, loadSecrets } from '../shared/crypto/secrets';
import { allCompanyIds } from '../identity/companies/company-directory.public';
import { startEmbeddedPostgres } from '../shared/database/embedded-postgres';
import { migrate } from '../shared/database/migrate';
import { waitForMigrations } from '../shared/database/migration-status';
import { portSetting } from '../shared/net/server-port';
import { EventStore } from '../shared/event-store/event-store';
import { assertNoEviction, pingRedis, startLocalRedis } from '../shared/redis/local-redis';
import { localRedisPassword, withRedisPassword } from '../shared/redis/redis-password';
import { Runtime } from '../shared/runtime';
import { INLINE_PROJECTIONS } from '../projections.registry';
import { reapplyLedger } from '../privacy/erasure-start.public';
import { useApplicantKeysOf } from '../privacy/applicant-keys.public';
import { ERASURE_PURGES } from './erasure-purges';

const logger = new Logger('Runtime');

/**
 * Connects to (or starts) PostgreSQL and Redis, migrates, and wires the event store. With no
 * DATABASE_URL / reachable REDIS_URL the embedded defaults run under DATA_DIR and survive restarts.
 */
export async function createRuntime(
  config: AppConfig,
  options: { reapplyErasureLedger?: boolean } = {},
): Promise<Runtime> {
  const stops: Array<() => Promise<void>> = [];
  const databaseUrl = config.databaseUrl ?? (await embeddedDatabase(config, stops));
  const redisUrl = await reachableRedis(config, stops);
  if (process.env.MIGRATE_ON_START === '0') {
    // A separate job migrates (docs/operations.md, "Production stack"); wait for it, never race it.
    await waitForMigrations(databaseUrl, Number(process.env.MIGRATIONS_WAIT_MS ?? 120_000));
  } else {
    const applied = await migrate(databaseUrl, config.appRole);
    if (applied.length) logger.log(`applied migrations: ${applied.join(', ')}`);
  }

  const poolSize = Number(process.env.PG_POOL_SIZE ?? 20);
  const db = Database.connect(
    databaseUrl,
    config.appRole,
    poolSize,
    Number(process.env.PG_READ_POOL_SIZE ?? Math.ceil(poolSize / 2)),
  );
  const events = new EventStore();
  INLINE_PROJECTIONS.forEach((p) => events.registerInline(p));
  // BullMQ needs maxRetriesPerRequest null on connections it blocks on.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  await assertNoEviction(redis);
  // Secrets live in the key file under DATA_DIR or the environment, never in the database.
  const secrets = await loadSecrets(db, config.dataDir, allCompanyIds, {
    ...process.env,
    JWT_SECRET: config.jwtSecret ?? '',
  });
  // The projections and the import open and seal personal data with the applicants' own keys.
  useApplicantKeysOf(secrets);
  // Erasures are kept with the key file too: applied again, so a restored database forgets them again.
  // One process applies it (an advisory lock); the API processes forked by the primary skip it, as
  // the primary applied it before forking them.
  if (options.reapplyErasureLedger ?? true) {
    const start = await reapplyLedger(db, secrets.keyFile, ERASURE_PURGES);
    if (!start.applied) logger.log('erasure ledger applied by another process starting at the same time');
  }
  return {
    config,
    databaseUrl,
    redisUrl,
    db,
    redis,
    events,
    jwtSecret: secrets.jwtSecret,
    secrets,
    shutdown: async () => {
      redis.disconnect();
      await db.close().catch(() => undefined);
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

async function embeddedDatabase(config: AppConfig, stops: Array<() => Promise<void>>): Promise<string> {
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: portSetting('EMBEDDED_PG_PORT'),
  });
  stops.push(server.stop);
  const client = new Client({ connectionString: server.url });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'verifydesk'");
  if (!exists.rowCount) await client.query('CREATE DATABASE verifydesk');
  await client.end();
  logger.log(
    `embedded PostgreSQL on 127.0.0.1:${server.port}, data in ${server.clusterDir}${howFound(server)}`,
  );
  return server.url.replace(/\/postgres$/, '/verifydesk');
}

async function reachableRedis(config: AppConfig, stops: Array<() => Promise<void>>): Promise<string> {
  // An external Redis takes its password from the URL, else from REDIS_PASSWORD, else none (no AUTH).
  const external = config.redisUrl && withRedisPassword(config.redisUrl, process.env.REDIS_PASSWORD);
  if (external && (await pingRedis(external))) return external;
  // In production a replica with a Redis of its own would split queues and sign-in limits from the others.
  if (config.redisUrl && isProduction())
    throw new Error(
      'REDIS_URL does not answer (NODE_ENV=production starts no local redis-server instead): check that Redis runs and the URL',
    );
  if (config.redisUrl) logger.warn('REDIS_URL does not answer; starting a local redis-server instead');
  const local = await startLocalRedis(path.join(config.dataDir, 'redis'), {
    port: portSetting('EMBEDDED_REDIS_PORT'),
    password: localRedisPassword(config.dataDir),
  });
  stops.push(local.stop);
  logger.log(
    `local redis-server on 127.0.0.1:${local.port}, append-only file in ${path.join(config.dataDir, 'redis')}${howFound(local)}`,
  );
  return local.url;
}

/** How an embedded server that was already running was found: a killed run's, or a live process's. */
function howFound(server: { adopted: boolean; sharedWith?: number }): string {
  if (!server.adopted) return '';
  if (server.sharedWith)
    return ` (started by VerifyDesk process ${server.sharedWith}, which is running: shared, left running when this one stops)`;
  return ' (left running by an earlier run: taken over, stopped with this one)';
}
