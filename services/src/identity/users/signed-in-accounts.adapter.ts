import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import { AuthUser } from '../../shared/auth/auth-user';
import { SignedInAccounts } from '../../shared/auth/signed-in-accounts';

interface SignedInRow {
  id: string | number;
  company_id: string | number | null;
  user_type: AuthUser['userType'];
  permissions: AuthUser['permissions'];
  name: string;
  email: string;
  has_to_change_password: boolean;
}

/** Identity's side of the session check's SignedInAccounts port: its users and companies tables. */
@Injectable()
export class SignedInAccountsAdapter implements SignedInAccounts {
  constructor(private readonly db: Database) {}

  async current(userId: number, tokenVersion: number): Promise<AuthUser | null> {
    const [row] = await this.db.oneRoundTrip<SignedInRow>(
      SYSTEM,
      `SELECT u.* FROM users u LEFT JOIN companies c ON c.id = u.company_id
        WHERE u.id = $1 AND u.deleted_at IS NULL AND NOT u.disabled AND u.token_version = $2
          AND (u.company_id IS NULL OR c.deleted_at IS NULL)`,
      [userId, tokenVersion],
    );
    return row ? toAuthUser(row) : null;
  }
}

function toAuthUser(row: SignedInRow): AuthUser {
  return {
    id: Number(row.id),
    companyId: row.company_id === null ? null : Number(row.company_id),
    userType: row.user_type,
    permissions: row.permissions,
    name: row.name,
    email: row.email,
    mustChangePassword: row.has_to_change_password,
  };
}
