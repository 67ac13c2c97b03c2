import { RequestContext } from '../../shared/auth/auth-user';
import { Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { SignInAccount } from '../auth/session-grant';
import { MfaEvent, mfaStreamId } from './mfa.events';

/** Whose factors: the signed-in user on the profile page, or the account a sign-in's password found. */
export interface MfaAccount {
  id: number;
  companyId: number | null;
  userType: 1 | 2 | 3;
  email: string;
  name: string;
}

export function accountOf(row: SignInAccount): MfaAccount {
  return {
    id: Number(row.id),
    companyId: row.company_id === null ? null : Number(row.company_id),
    userType: row.user_type,
    email: row.email,
    name: row.name,
  };
}

/**
 * During a sign-in nobody is signed in yet, so the request's actor would be "system": the second
 * step's events name the account itself, which proved its password.
 */
export function actingAs(ctx: RequestContext, account: MfaAccount): RequestContext {
  if (ctx.user) return ctx;
  return {
    ...ctx,
    user: {
      id: account.id,
      companyId: account.companyId,
      userType: account.userType,
      permissions: [],
      name: account.name,
      email: account.email,
      mustChangePassword: false,
    },
  };
}

/** Appends to the account's multi-factor stream (its history of factors and second steps). */
export async function recordMfa(
  store: EventStore,
  tx: Tx,
  ctx: RequestContext,
  account: Pick<MfaAccount, 'id' | 'companyId'>,
  events: MfaEvent[],
): Promise<void> {
  await store.append(tx, mfaStreamId(account.id), 'any', events, eventMetadata(ctx, account.companyId));
}

/**
 * The account a sign-in challenge names, read again when the second step completes: still live, not
 * disabled, its company not deleted (the same conditions as the password check).
 */
export async function liveSignInAccount(tx: Tx, userId: number): Promise<SignInAccount | undefined> {
  const { rows } = await tx.query<SignInAccount>(
    `SELECT u.* FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND u.deleted_at IS NULL AND NOT u.disabled
        AND (u.company_id IS NULL OR c.deleted_at IS NULL)`,
    [userId],
  );
  return rows[0];
}
