import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { Database } from '../../services/src/shared/database/database';
import { migrate, MIGRATIONS_DIR } from '../../services/src/shared/database/migrate';

export const APP_ROLE = 'idv_app';
/** Names the migrated database that test databases are copied from (set by global-setup.ts). */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';
const TEMPLATE_PREFIX = 'idv_tmpl_';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database on the test server, for one test file: a copy of the run's migrated
 * template when there is one (a file copy, instead of applying every migration again for each file).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = requiredEnv('DATABASE_URL');
  const name = `idv_t_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  await withClient(adminUrl, (c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = withDatabase(adminUrl, name);
  // On a copy this applies nothing: it checks every migration is there and grants the app role.
  await migrate(url, APP_ROLE);
  const db = Database.connect(url, APP_ROLE, 20);
  return {
    url,
    db,
    drop: async () => {
      await db.close();
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The migrated template of this checkout's migrations on the test server, made once (its name carries
 * a digest of the migrations, so a changed migration gets a new one). Built under a name of its own and
 * then renamed, so a run never copies a half-migrated template; templates of other digests are dropped
 * (a run of another checkout copying one at that moment would fail: only on a shared developer server).
 */
export async function prepareTemplateDatabase(adminUrl: string): Promise<string> {
  const name = TEMPLATE_PREFIX + migrationsDigest();
  return withClient(adminUrl, async (c) => {
    const stale = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' AND datname <> $1`,
      [name],
    );
    for (const { datname } of stale.rows)
      await c.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
    const building = `idv_building_${randomBytes(6).toString('hex')}`;
    await c.query(`CREATE DATABASE ${building}`);
    await migrate(withDatabase(adminUrl, building), APP_ROLE);
    try {
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // Another run made the same template meanwhile: use theirs.
      await c.query(`DROP DATABASE IF EXISTS ${building}`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  });
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort())
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests through npm test (test/support/global-setup.ts)`);
  return value;
}
