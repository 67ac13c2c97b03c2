import * as fs from 'node:fs';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from './migrate';

/** The migration files this build ships, in the order they apply. */
export function shippedMigrations(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** Shipped migrations not yet recorded in `schema_migrations` (all of them on an empty database). */
export function pendingOf(applied: Iterable<string>, dir = MIGRATIONS_DIR): string[] {
  const done = new Set(applied);
  return shippedMigrations(dir).filter((f) => !done.has(f));
}

/**
 * For processes told not to migrate (MIGRATE_ON_START=0, the one-shot `migrate` service does it):
 * waits until every shipped migration is recorded, so an app of a newer build never runs on an older
 * schema. Fails with what is missing and what to do when they do not appear in time.
 */
export async function waitForMigrations(
  databaseUrl: string,
  timeoutMs: number,
  dir = MIGRATIONS_DIR,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let pending: string[] = shippedMigrations(dir);
  for (;;) {
    const client = new Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      const exists = await client.query("SELECT to_regclass('public.schema_migrations') IS NOT NULL AS ok");
      const rows = exists.rows[0].ok
        ? (await client.query('SELECT version FROM schema_migrations')).rows
        : [];
      pending = pendingOf(
        rows.map((r) => r.version as string),
        dir,
      );
      if (!pending.length) return;
    } catch (error) {
      if (Date.now() > deadline) throw error; // PostgreSQL itself does not answer
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `MIGRATE_ON_START=0 and ${pending.length} migration(s) not applied (first: ${pending[0]}): ` +
          'run the migrations first (node services/dist/cli/migrate.js, the compose service "migrate")',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
