import { Injectable } from '@nestjs/common';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { UserRow, userView } from '../users/user-views';

/** A users row as a sign-in reads it: the view's fields and the version its token carries. */
export type SignInAccount = UserRow & { token_version: number };

/**
 * The one place a sign-in becomes a session: after a right password without a second step
 * (sign-in.service.ts), or after the second step (mfa/second-step.service.ts). Whatever later decides
 * how sessions are issued (server-side sessions, single sign-on) changes this, not its callers.
 */
@Injectable()
export class SessionGrant {
  constructor(private readonly sessions: SessionVerifier) {}

  grant(account: SignInAccount) {
    const view = userView(account);
    return {
      access_token: this.sessions.issue(view.id, account.token_version),
      ...view,
      // The spec's login response spells it with an s; the user object without. Both are sent.
      has_to_change_passwords: view.has_to_change_password,
    };
  }
}
export type GrantedSession = ReturnType<SessionGrant['grant']>;
