import type { Tx } from '../../shared/database/database';

/** A colleague as other features may ask of them: who they are and what they may do, no contact data. */
export interface CompanyStaffMember {
  id: number;
  name: string;
  userType: number;
  permissions: number[];
}

/**
 * A live (not disabled, not deleted) company admin or user of this company, in the caller's
 * transaction; null otherwise (another company's user reads as no one).
 */
export async function findCompanyStaffMember(
  tx: Tx,
  companyId: number,
  userId: number,
): Promise<CompanyStaffMember | null> {
  const { rows } = await tx.query<{ id: string; name: string; user_type: number; permissions: number[] }>(
    `SELECT id, name, user_type, permissions FROM users
      WHERE id = $1 AND company_id = $2 AND user_type IN (2, 3) AND NOT disabled AND deleted_at IS NULL`,
    [userId, companyId],
  );
  const row = rows[0];
  return row
    ? { id: Number(row.id), name: row.name, userType: row.user_type, permissions: row.permissions }
    : null;
}

/** Every live company admin and user of this company, by name, in the caller's transaction. */
export async function listCompanyStaff(tx: Tx, companyId: number): Promise<CompanyStaffMember[]> {
  const { rows } = await tx.query<{ id: string; name: string; user_type: number; permissions: number[] }>(
    `SELECT id, name, user_type, permissions FROM users
      WHERE company_id = $1 AND user_type IN (2, 3) AND NOT disabled AND deleted_at IS NULL
      ORDER BY name, id`,
    [companyId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    userType: row.user_type,
    permissions: row.permissions,
  }));
}
