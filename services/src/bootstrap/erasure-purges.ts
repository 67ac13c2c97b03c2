import type { PurgeErased } from '../privacy/applicant-keys.public';

/**
 * Every feature's purge of an erased applicant's read-model rows, run by an erasure and again at
 * start for erasures a restored database did not know (privacy/reapply-erasures.ts). A feature that
 * keeps personal data in a read model adds its purge here.
 */
export const ERASURE_PURGES: readonly PurgeErased[] = [];
