import { Injectable } from '@nestjs/common';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { userView, UserRow } from '../users/user-views';

/**
 * The one place single sign-on hands out a session: the same token and answer as the password
 * sign-in (SignInService), so whatever later wraps session issuing (multi-factor, session limits)
 * can be routed through here once.
 */
@Injectable()
export class SsoSessionIssuer {
  constructor(private readonly sessions: SessionVerifier) {}

  issue(user: UserRow & { token_version: number }) {
    const view = userView(user);
    return {
      access_token: this.sessions.issue(view.id, user.token_version),
      ...view,
      has_to_change_passwords: view.has_to_change_password,
    };
  }
}
