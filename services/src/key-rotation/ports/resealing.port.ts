import type { DataKeys } from '../../shared/crypto/data-keys';
import type { Tx } from '../../shared/database/database';

/**
 * What the data-key rotation hands each feature that keeps sealed values: the feature re-seals its
 * own rows (its *.public.ts offers a ResealBatch), so the rotation never names another feature's tables.
 */
export interface Resealing {
  /** The bytes sealed again under the current key, or null when they already are. */
  reseal(companyId: number, purpose: string, sealed: Buffer, context: string): Buffer | null;
  /** The SSN keys: an SSN cipher is re-encrypted with them, not re-sealed. */
  readonly dataKeys: DataKeys;
}

/** One batch of a feature's rows after the cursor `after`: how many values it re-sealed, and the next cursor. */
export type ResealBatch = (
  tx: Tx,
  after: string | null,
  batchRows: number,
  resealing: Resealing,
) => Promise<{ next: string | null; rewritten: number }>;
