import { Module } from '@nestjs/common';
import { AccessLogModule } from '../../access-log/security-events.public';
import { SIGN_IN_SESSION_STORE } from '../../shared/auth/sign-in-session-store';
import { SessionStoreAdapter } from './session-store.adapter';
import { OwnSessionsReadModel } from './own-sessions.read-model';
import { SignInSessionTermination } from './end-all-sessions';
import { ChangeSessionPolicyHandler, GetSessionPolicyHandler } from './session-policy.commands';
import { GetSessionOwnerHandler, ListOwnSessionsHandler } from './own-sessions.queries';

/**
 * Server-side sessions (issue 31): the store the session check asks (SIGN_IN_SESSION_STORE), the
 * session limits of a company, and `SignInSessionTermination.endAllSessions` for other features.
 * The controller and the interceptor need the SessionVerifier, so IdentityModule declares them.
 */
@Module({
  imports: [AccessLogModule],
  providers: [
    { provide: SIGN_IN_SESSION_STORE, useClass: SessionStoreAdapter },
    OwnSessionsReadModel,
    SignInSessionTermination,
    GetSessionPolicyHandler,
    ChangeSessionPolicyHandler,
    ListOwnSessionsHandler,
    GetSessionOwnerHandler,
  ],
  exports: [SIGN_IN_SESSION_STORE, SignInSessionTermination],
})
export class SignInSessionsModule {}
