import type { Database, Tx } from '../shared/database/database';
import { SYSTEM } from '../shared/database/database';
import { ErasureLedger, erasureLedgerPath } from './erasure-ledger';
import { type PurgeErased, reapplyErasures } from './reapply-erasures';

/** The advisory lock the start step holds while it applies the ledger (one process at a time). */
export const REAPPLY_LOCK = 'verifydesk:erasure-ledger-reapply';

/** What one process's start did with the ledger. */
export interface LedgerStart {
  /** True for the one process that applied it; false for one that waited while another did. */
  applied: boolean;
  /** Applicants a restored database had brought back, erased again (0 when not applied). */
  restored: number;
}

/**
 * The start step (bootstrap): the erasure ledger beside the key file applied to the database again.
 * Processes that start together (API and worker replicas, PROCESS_ROLE=api beside worker) would each
 * apply it, racing on the same rows: the first to take the advisory lock applies it, and the others
 * wait for it to finish and then go on without applying it again, as the database now holds it. A
 * process starting alone later applies it itself (a restore may have happened in between).
 */
export async function reapplyLedger(
  db: Database,
  keyFile: string,
  purges: readonly PurgeErased[],
): Promise<LedgerStart> {
  // The lock is held by this transaction's connection while the ledger is applied on others, and is
  // released with it; a process that dies while holding it releases it too.
  return db.tx(SYSTEM, async (tx) => {
    if (await tryLock(tx)) {
      const restored = await reapplyErasures(db, new ErasureLedger(erasureLedgerPath(keyFile)), purges);
      return { applied: true, restored };
    }
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [REAPPLY_LOCK]);
    return { applied: false, restored: 0 };
  });
}

async function tryLock(tx: Tx): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [
    REAPPLY_LOCK,
  ]);
  return rows[0].ok;
}

/**
 * After a read model is rebuilt from the events (in the rebuild's transaction, before it commits):
 * every erased applicant's rows are purged again, so a rebuild never brings one back.
 */
export async function purgeEveryErased(tx: Tx, purges: readonly PurgeErased[]): Promise<void> {
  const { rows } = await tx.query<{ company_id: string; subjects: string[] }>(
    `SELECT company_id, array_agg(subject_uuid) AS subjects FROM vault.applicant_keys
      WHERE wrapped IS NULL GROUP BY company_id`,
  );
  for (const r of rows) for (const purge of purges) await purge(tx, Number(r.company_id), r.subjects);
}
