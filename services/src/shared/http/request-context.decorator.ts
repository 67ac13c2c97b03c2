import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AuthUser, RequestContext } from '../auth/auth-user';
import { requestLanguage } from '../i18n/request-language';

/** A caller's correlation id is kept only when it is a plain token (it is stored in every event's metadata). */
function correlationId(header: unknown): string {
  return typeof header === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(header) ? header : randomUUID();
}

/** The signed-in user and request facts that go into event metadata. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest();
  return {
    user: (request.user as AuthUser | undefined) ?? null,
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    correlationId: correlationId(request.headers['x-correlation-id']),
    language: requestLanguage(request),
  };
});

/** The signed-in user (routes behind a users policy always have one). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest().user,
);
