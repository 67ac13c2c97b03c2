import { Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';
import { emailDomain } from './sso-domains';

type SignInUser = { id: string | number; company_id: string | number | null };

/**
 * A company that requires single sign-on refuses password sign-in to its staff, except the one
 * company admin designated as break-glass (for when the IdP is down), whose password sign-in always
 * needs a second factor (SecondStep.dueFor). The super admin is never concerned.
 */
@Injectable()
export class SsoPasswordRule {
  async refusesPassword(tx: Tx, user: SignInUser) {
    const required = await this.requirement(tx, user);
    return required !== null && required.break_glass_user_id !== String(user.id);
  }

  /**
   * An address no account has, in a domain of a company that requires single sign-on: it is answered
   * like its staff (the same refusal), so the answer never tells whether such an account exists.
   */
  async refusesUnknownAddress(tx: Tx, email: string) {
    const domain = emailDomain(email);
    if (!domain) return false;
    const { rowCount } = await tx.query(
      `SELECT 1 FROM sso_domains d JOIN sso_settings s ON s.company_id = d.company_id
        WHERE d.domain = $1 AND s.enabled AND s.require_sso`,
      [domain],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The break-glass admin of a company that requires SSO: a password alone never lets them in. */
  async isBreakGlass(tx: Tx, user: SignInUser) {
    const required = await this.requirement(tx, user);
    return required !== null && required.break_glass_user_id === String(user.id);
  }

  private async requirement(tx: Tx, user: SignInUser) {
    if (user.company_id === null) return null;
    const { rows } = await tx.query<{ break_glass_user_id: string | null }>(
      'SELECT break_glass_user_id::text FROM sso_settings WHERE company_id = $1 AND enabled AND require_sso',
      [user.company_id],
    );
    return rows[0] ?? null;
  }
}
