import { randomBytes } from 'node:crypto';
import * as os from 'node:os';
import * as path from 'node:path';
import * as fs from 'node:fs';
import { startEmbeddedPostgres } from '../../services/src/shared/database/embedded-postgres';
import { startLocalRedis } from '../../services/src/shared/redis/local-redis';
import { freePort } from '../../services/src/shared/net/port-is-free';
import { prepareTemplateDatabase, TEMPLATE_DATABASE_ENV } from './test-database';

/**
 * Real PostgreSQL and Redis for the integration and browser tests: the ones named by DATABASE_URL /
 * REDIS_URL when given, else an embedded PostgreSQL and a local redis-server started here.
 * Each test file then makes its own database (see test-database.ts), so files never share state.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-test-'));
  fs.chmodSync(dir, 0o755); // as root the embedded server runs as 'postgres', which then keeps its cluster here
  const stops: Array<() => Promise<void>> = [];
  // Free ports (not the product's 5433 / 6390), so a run starts beside the product or another run.
  if (!process.env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort() });
    process.env.DATABASE_URL = pg.url;
    stops.push(pg.stop);
  }
  if (!process.env.REDIS_URL) {
    const redis = await startLocalRedis(path.join(dir, 'redis'), {
      port: await freePort(),
      persistent: false,
      password: randomBytes(18).toString('base64url'),
    });
    process.env.REDIS_URL = redis.url;
    stops.push(redis.stop);
  }
  // Migrated once; each test file's database is a copy of it (test-database.ts).
  process.env[TEMPLATE_DATABASE_ENV] = await prepareTemplateDatabase(process.env.DATABASE_URL!);
  // Tests never download the sanctions lists; watchlist tests point WATCHLIST_DIR at ../shared/data.
  process.env.WATCHLIST_DOWNLOAD ??= 'off';
  // Companies the tests create offer multi-factor rather than require it (the product's default), so
  // tests sign staff in with a password alone; the multi-factor tests set a company's policy themselves.
  process.env.MFA_DEFAULT ??= 'offered';
  // Dozens of test apps start a worker; only the report tests need Chromium, so it starts at their first report.
  process.env.REPORT_CHROMIUM ??= 'on-demand';
  (globalThis as any).__idvTestStops = { stops, dir };
}
