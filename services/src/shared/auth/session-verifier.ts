import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Database, SYSTEM } from '../database/database';
import { AuthUser } from './auth-user';

interface SessionClaims {
  sub: string;
  ver: number;
}

/**
 * Turns a bearer token into the current user. The token carries the user's token_version; the
 * version moves on password change, reset, disable and delete (and the company's deletion marks its
 * users deleted), so such a token stops working on the very next request.
 */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly jwt: JwtService,
    private readonly db: Database,
  ) {}

  issue(userId: number, tokenVersion: number): string {
    return this.jwt.sign({ sub: String(userId), ver: tokenVersion } satisfies SessionClaims);
  }

  async verify(header: string | undefined): Promise<AuthUser | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!token) return null;
    let claims: SessionClaims;
    try {
      claims = this.jwt.verify<SessionClaims>(token);
    } catch {
      return null;
    }
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(claims.ver)) return null;
    // Checked against the users table on every request (no cache: a password change, disable or
    // delete takes effect on the very next request), in one round trip.
    const [row] = await this.db.oneRoundTrip<any>(
      SYSTEM,
      `SELECT u.* FROM users u LEFT JOIN companies c ON c.id = u.company_id
        WHERE u.id = $1 AND u.deleted_at IS NULL AND NOT u.disabled AND u.token_version = $2
          AND (u.company_id IS NULL OR c.deleted_at IS NULL)`,
      [userId, claims.ver],
    );
    return row ? toAuthUser(row) : null;
  }
}

export function toAuthUser(row: any): AuthUser {
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
