import { Database, SYSTEM, type Tx } from '../../shared/database/database';
import type { TenantIds } from '../../shared/crypto/tenant-ids';

/**
 * What other features and the platform may ask of the companies as tenants. They never name
 * identity's tables (docs/architecture.md, "Feature boundaries").
 */

/** Every company's id, deleted ones included (shared's TenantIds: the key file keeps their index keys). */
export const allCompanyIds: TenantIds = async (tx: Tx) => {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM companies');
  return rows.map((r) => Number(r.id));
};

/** True while the company exists and is not deleted (an API key of a deleted company is refused). */
export async function companyIsActive(db: Database, companyId: number): Promise<boolean> {
  const row = await db.one(SYSTEM, 'SELECT 1 FROM companies WHERE id = $1 AND deleted_at IS NULL', [
    companyId,
  ]);
  return !!row;
}
