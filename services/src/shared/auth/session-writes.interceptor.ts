import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, mergeMap } from 'rxjs';
import { SessionVerifier } from './session-verifier';

/**
 * An answer that carries a new session token (a sign-in of any method, a password change) leaves only
 * once the session's row is committed, so the next request finds it on any process. Nothing is
 * awaited when no session is being written, which is almost always.
 */
@Injectable()
export class SessionWritesInterceptor implements NestInterceptor {
  constructor(private readonly sessions: SessionVerifier) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.sessions.settled();
        return value;
      }),
    );
  }
}
