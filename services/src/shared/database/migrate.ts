import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { quoteIdent } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'migrations');
const LOCK_KEY = 72_410_001; // any constant shared by every process that migrates this database

/**
 * Applies the versioned SQL files in order, each in its own transaction, under an advisory lock so
 * that several starting replicas never migrate at once. Then (re)grants the non-owner app role that
 * the application runs as, which is what makes row-level security bind.
 */
export async function migrate(databaseUrl: string, appRole: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await client.query('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    const pending = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql') && !applied.has(f))
      .sort();
    for (const file of pending) await applyOne(client, dir, file);
    await ensureAppRole(client, appRole);
    return pending;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function applyOne(client: Client, dir: string, file: string): Promise<void> {
  const sql = fs.readFileSync(path.join(dir, file), 'utf8');
  await client.query('BEGIN');
  try {
    await client.query(sql);
    await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
  }
}

// Roles are cluster-wide, so two databases migrating at once may both try to create it.
async function ensureAppRole(client: Client, role: string): Promise<void> {
  const r = quoteIdent(role);
  await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(role)}) THEN CREATE ROLE ${r} NOLOGIN; END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await client.query(`GRANT ${r} TO CURRENT_USER`).catch(() => undefined);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${r}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
  await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
  // Applicant keys (migration 066) are destroyed by clearing them, never deleted: no DELETE there.
  const vault = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = 'vault'");
  if (vault.rowCount) {
    await client.query(`GRANT USAGE ON SCHEMA vault TO ${r}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA vault TO ${r}`);
  }
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
