import { Injectable } from '@nestjs/common';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import type { RequestContext } from '../../shared/auth/auth-user';
import type { SignInMethod } from '../../shared/auth/sign-in-session-store';
import { UserRow, userView } from '../users/user-views';

/** A users row as a sign-in reads it: the view's fields and the version its token carries. */
export type SignInAccount = UserRow & { token_version: number };

/**
 * The one place a sign-in becomes a session: after a right password without a second step
 * (sign-in.service.ts), or after the second step (mfa/second-step.service.ts). The session is a
 * server-side one listed with its method; synchronous, so a caller inside a transaction hands the token
 * out at once (the session-writes hook holds the answer until the session's row is committed).
 */
@Injectable()
export class SessionGrant {
  constructor(private readonly sessions: SessionVerifier) {}

  grant(account: SignInAccount, method: SignInMethod, ctx: RequestContext) {
    const view = userView(account);
    return {
      access_token: this.sessions.issue(view.id, account.token_version, {
        method,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      }),
      ...view,
      // The spec's login response spells it with an s; the user object without. Both are sent.
      has_to_change_passwords: view.has_to_change_password,
    };
  }
}
export type GrantedSession = ReturnType<SessionGrant['grant']>;
