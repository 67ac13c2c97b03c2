import * as os from 'node:os';
import * as path from 'node:path';
import * as fs from 'node:fs';
import { startEmbeddedPostgres } from '../../services/src/shared/database/embedded-postgres';
import { startLocalRedis } from '../../services/src/shared/redis/local-redis';

/**
 * Real PostgreSQL and Redis for the integration and browser tests: the ones named by DATABASE_URL /
 * REDIS_URL when given, else an embedded PostgreSQL and a local redis-server started here.
 * Each test file then makes its own database (see test-database.ts), so files never share state.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-test-'));
  fs.chmodSync(dir, 0o755); // the embedded server runs as an unprivileged user when we are root
  const stops: Array<() => Promise<void>> = [];
  if (!process.env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), 55432 + Math.floor(Math.random() * 1000));
    process.env.DATABASE_URL = pg.url;
    stops.push(pg.stop);
  }
  if (!process.env.REDIS_URL) {
    const redis = await startLocalRedis(path.join(dir, 'redis'), 56432 + Math.floor(Math.random() * 1000), false);
    process.env.REDIS_URL = redis.url;
    stops.push(redis.stop);
  }
  // Tests never download the sanctions lists; watchlist tests point WATCHLIST_DIR at ../shared/data.
  process.env.WATCHLIST_DOWNLOAD ??= 'off';
  (globalThis as any).__idvTestStops = { stops, dir };
}
