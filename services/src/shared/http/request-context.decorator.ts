import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AuthUser, RequestContext } from '../auth/auth-user';

/** The signed-in user and request facts that go into event metadata. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest();
  return {
    user: (request.user as AuthUser | undefined) ?? null,
    ip: request.ip,
    correlationId: (request.headers['x-correlation-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
  };
});

/** The signed-in user (routes behind a users policy always have one). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest().user,
);
