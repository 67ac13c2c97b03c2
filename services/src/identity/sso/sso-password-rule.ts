import { Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';

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
