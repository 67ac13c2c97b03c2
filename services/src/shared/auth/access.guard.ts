import { CanActivate, ExecutionContext, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../domain/domain-error';
import { ACCESS_POLICY, AccessPolicy } from './access-policy.decorator';
import { can } from './permissions';
import { SessionVerifier } from './session-verifier';
import { API_KEY_VERIFIER, ApiKeyVerifier } from './api-key-verifier';
import { localized } from '../i18n';

/** `X-Session-Activity: background` marks a request the user did not make (docs/security.md, "Sessions"). */
export const BACKGROUND_HEADER = 'x-session-activity';

/**
 * The single server-side gate (DESIGN.md section 3): every route declares an access policy, and a
 * route without one is refused. User type, permission and forced password change are checked here;
 * tenancy is then enforced by scoping every query to the user's company (and by row-level security).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
    @Optional() @Inject(API_KEY_VERIFIER) private readonly apiKeys?: ApiKeyVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) {
      this.logger.error(
        `route without an access policy refused: ${context.getClass().name}.${context.getHandler().name}`,
      );
      throw new ForbiddenError();
    }
    if (policy.kind === 'public') return true;
    const request = context.switchToHttp().getRequest();
    // An API key (Bearer vdk_… or X-Api-Key) is a company user with the key's permissions; else a session.
    const byKey = this.apiKeys ? await this.apiKeys.verify(request.headers, request.ip) : 'no-key';
    // Polling and other work the user did not ask for says so; it does not keep a session alive.
    const background = request.headers[BACKGROUND_HEADER] === 'background';
    const user =
      byKey === 'no-key' ? await this.sessions.verify(request.headers.authorization, { background }) : byKey;
    if (!user) throw new UnauthorizedError();
    request.user = user;
    if (user.mustChangePassword && !policy.duringPasswordChange) {
      throw new ForbiddenError('PASSWORD_CHANGE_REQUIRED', localized('error.passwordChangeRequired'));
    }
    if (!policy.userTypes.includes(user.userType)) throw new ForbiddenError();
    // A key is no account: routes open to every signed-in user (own profile, password, sign-out) are not its.
    if (user.apiKey && policy.userTypes.includes(1)) throw new ForbiddenError();
    if (policy.permission && ![policy.permission].flat().some((p) => can(user, p)))
      throw new ForbiddenError();
    return true;
  }
}
