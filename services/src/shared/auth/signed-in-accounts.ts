import { AuthUser } from './auth-user';

/**
 * What the session check asks of the accounts on every request: the signed-in user as they are now.
 * A token in this file keeps shared/ free of identity's tables; the identity module provides it.
 */
export const SIGNED_IN_ACCOUNTS = Symbol('SIGNED_IN_ACCOUNTS');

export interface SignedInAccounts {
  /**
   * The user, when still at this token version, neither deleted nor disabled, and their company (if
   * any) not deleted; otherwise null. One round trip: the session check runs it beside the session row.
   */
  current(userId: number, tokenVersion: number): Promise<AuthUser | null>;
}
