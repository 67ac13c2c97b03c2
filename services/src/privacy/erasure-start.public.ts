import type { Database, Tx } from '../shared/database/database';
import { ErasureLedger, erasureLedgerPath } from './erasure-ledger';
import { type PurgeErased, reapplyErasures } from './reapply-erasures';

/** The start step (bootstrap): the erasure ledger beside the key file applied to the database again. */
export async function reapplyLedger(
  db: Database,
  keyFile: string,
  purges: readonly PurgeErased[],
): Promise<number> {
  return reapplyErasures(db, new ErasureLedger(erasureLedgerPath(keyFile)), purges);
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
