import type { Tx } from '../database/database';

/**
 * Every tenant's id, deleted ones too, as the move of legacy secrets needs them to keep each tenant's
 * blind-index keys. Identity keeps the tenants (identity/companies/company-directory.public.ts); the
 * composition root hands its query to loadSecrets, so shared/ never names identity's tables.
 */
export type TenantIds = (tx: Tx) => Promise<number[]>;
