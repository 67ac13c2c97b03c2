import { RequestContext } from '../auth/auth-user';
import { EventMetadata } from '../domain/event';

/** Every event names its tenant, its actor, and the request it came from (DESIGN.md section 2). */
export function eventMetadata(ctx: RequestContext, companyId: number | null): EventMetadata {
  const user = ctx.user;
  return {
    companyId,
    actor: user?.apiKey
      ? { id: null, name: user.apiKey.name, type: 'apiKey', apiKeyId: user.apiKey.id }
      : user
        ? { id: user.id, name: user.name, type: 'user', userType: user.userType }
        : { id: null, name: 'system', type: 'system' },
    correlationId: ctx.correlationId,
    ...(ctx.ip ? { ip: ctx.ip } : {}),
  };
}

export const systemContext = (correlationId: string): RequestContext => ({ user: null, correlationId });
