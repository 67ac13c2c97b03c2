import { PoolClient } from 'pg';
import { Database } from '../../shared/database/database';

/**
 * Who is running an import, as PostgreSQL sees it: the worker running it holds a session-level
 * advisory lock on a connection of its own for the whole run. When the process dies (even `kill -9`)
 * the kernel closes that socket and PostgreSQL ends the idle session at once, which releases the lock;
 * no timeout has to pass. So "running, and nobody holds its lease" means "its worker is gone", which
 * the recovery sweep (import-recovery.ts) acts on within seconds of a restart, instead of waiting for
 * BullMQ's job lock to expire and its stall check to run.
 *
 * The key is 64 bits of the import's uuid (bigint form of the advisory lock), so two imports never
 * share a lease in practice.
 */
export class ImportLease {
  private lost = false;
  private released = false;

  private constructor(
    private readonly client: PoolClient,
    private readonly key: string,
  ) {
    // A connection that breaks takes the lock with it: the run stops before its next chunk.
    client.on('error', () => (this.lost = true));
  }

  /** The lease, or undefined when a live worker holds it already. */
  static async acquire(db: Database, importId: string): Promise<ImportLease | undefined> {
    const key = importLeaseKey(importId);
    const client = await db.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [
        key,
      ]);
      if (rows[0].ok) return new ImportLease(client, key);
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    return undefined;
  }

  /** False once the lease connection broke: another worker may have taken the import over. */
  get held(): boolean {
    return !this.lost;
  }

  /**
   * Gives the import up while its run is stuck (see ImportRunner's watchdog): closing the connection
   * frees the lock for the recovery sweep, and the stuck run, should it wake, commits nothing more.
   */
  abandon(): void {
    this.lost = true;
    this.close();
  }

  /** Unlocks and closes the connection (a pooled connection must not keep a session lock). */
  async release(): Promise<void> {
    if (this.released) return;
    await this.client.query('SELECT pg_advisory_unlock($1::bigint)', [this.key]).catch(() => undefined);
    this.close();
  }

  private close(): void {
    if (this.released) return;
    this.released = true;
    this.client.release(true);
  }
}

/** The advisory-lock key of an import: its uuid's first 64 bits as a signed bigint (decimal text). */
export function importLeaseKey(importId: string): string {
  return BigInt.asIntN(64, BigInt(`0x${importId.replace(/-/g, '').slice(0, 16)}`)).toString();
}

/**
 * The imports whose lease some live session holds, among `importIds`: one read of pg_locks (no lock
 * is taken, so a worker starting the import at this moment is never turned away by the sweep).
 */
export async function heldImportLeases(db: Database, importIds: readonly string[]): Promise<Set<string>> {
  if (!importIds.length) return new Set();
  const byKey = new Map(importIds.map((id) => [importLeaseKey(id), id]));
  const client = await db.pool.connect();
  try {
    // The bigint form shows as classid = high 32 bits, objid = low 32 bits, objsubid = 1.
    const { rows } = await client.query<{ key: string }>(
      `SELECT ((classid::bigint << 32) | objid::bigint)::text AS key FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 1 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    // classid << 32 | objid gives the unsigned value; map it back to the signed key.
    return new Set(
      rows
        .map((r) => byKey.get(BigInt.asIntN(64, BigInt(r.key)).toString()))
        .filter((id): id is string => !!id),
    );
  } finally {
    client.release();
  }
}
