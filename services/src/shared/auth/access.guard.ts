import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../domain/domain-error';
import { ACCESS_POLICY, AccessPolicy } from './access-policy.decorator';
import { can } from './permissions';
import { SessionVerifier } from './session-verifier';

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
    const user = await this.sessions.verify(request.headers.authorization);
    if (!user) throw new UnauthorizedError();
    request.user = user;
    if (user.mustChangePassword && !policy.duringPasswordChange) {
      throw new ForbiddenError('PASSWORD_CHANGE_REQUIRED', 'You must set a new password first');
    }
    if (!policy.userTypes.includes(user.userType)) throw new ForbiddenError();
    if (policy.permission && ![policy.permission].flat().some((p) => can(user, p)))
      throw new ForbiddenError();
    return true;
  }
}
