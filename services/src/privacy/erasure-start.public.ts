import type { Database } from '../shared/database/database';
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
