import { Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';

/**
 * A company that requires single sign-on refuses password sign-in to its staff, except the one
 * company admin designated as break-glass (for when the IdP is down; the multi-factor rule for that
 * admin's password sign-in is the multi-factor feature's). The super admin is never concerned.
 */
@Injectable()
export class SsoPasswordRule {
  async refusesPassword(tx: Tx, user: { id: string | number; company_id: string | number | null }) {
    if (user.company_id === null) return false;
    const { rows } = await tx.query<{ break_glass_user_id: string | null }>(
      'SELECT break_glass_user_id FROM sso_settings WHERE company_id = $1 AND enabled AND require_sso',
      [user.company_id],
    );
    if (!rows.length) return false;
    return rows[0].break_glass_user_id === null || Number(rows[0].break_glass_user_id) !== Number(user.id);
  }
}
