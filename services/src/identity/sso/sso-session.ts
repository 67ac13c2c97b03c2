import { Injectable } from '@nestjs/common';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import type { RequestContext } from '../../shared/auth/auth-user';
import { userView, UserRow } from '../users/user-views';

/**
 * The one place single sign-on hands out a session: the same token and answer as the password
 * sign-in (SignInService), as a server-side session of the method "sso".
 */
@Injectable()
export class SsoSessionIssuer {
  constructor(private readonly sessions: SessionVerifier) {}

  /** Answered once the session row is committed, listed in the user's sessions as "single sign-on". */
  async issue(user: UserRow & { token_version: number }, ctx: RequestContext) {
    const view = userView(user);
    return {
      access_token: await this.sessions.open(view.id, user.token_version, {
        method: 'sso',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      }),
      ...view,
      has_to_change_passwords: view.has_to_change_password,
    };
  }
}
