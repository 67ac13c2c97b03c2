import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../../services/src/shared/database/database';
import { migrate } from '../../services/src/shared/database/migrate';

export const APP_ROLE = 'idv_app';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated database on the test server, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = requiredEnv('DATABASE_URL');
  const name = `idv_t_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(adminUrl, name);
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
