import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import { UnauthorizedError } from '../../shared/domain/domain-error';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { UserAccounts } from '../users/user-accounts';
import { userView } from '../users/user-views';
import { LoginThrottle } from './login-throttle';
import { localized } from '../../shared/i18n';

const INVALID = localized('error.invalidCredentials');

/**
 * POST /admin/login. One message for every failure (unknown email, wrong password, disabled user,
 * deleted company) and the same argon2 work on each path, so neither text nor timing tells them apart.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionVerifier,
  ) {}

  async signIn(email: string, password: string, ip: string) {
    await this.throttle.assertAllowed(email, ip);
    const result = await this.db.tx(SYSTEM, async (tx) => {
      const user = (
        await tx.query(
          `SELECT u.* FROM users u LEFT JOIN companies c ON c.id = u.company_id
            WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL AND (u.company_id IS NULL OR c.deleted_at IS NULL)`,
          [email.trim()],
        )
      ).rows[0];
      const matches = await this.accounts.passwordMatches(tx, user ? Number(user.id) : -1, password);
      return matches && !user.disabled ? user : null;
    });
    if (!result) {
      await this.throttle.recordFailure(email, ip);
      throw new UnauthorizedError(INVALID);
    }
    await this.throttle.recordSuccess(email);
    const view = userView(result);
    return {
      access_token: this.sessions.issue(view.id, result.token_version),
      ...view,
      // The spec's login response spells it with an s; the user object without. Both are sent.
      has_to_change_passwords: view.has_to_change_password,
    };
  }
}
