import type { FastifyInstance } from 'fastify';
import type { SessionVerifier } from './session-verifier';

/**
 * An answer that carries a new session token (a sign-in of any method, a password change) leaves only
 * once the session's row is committed, so the next request finds it on any process. `onSend` runs
 * before the first byte of every answer, returned or sent by the route itself.
 *
 * A Fastify hook rather than a global Nest interceptor: an interceptor put every request of every
 * route through Nest's interceptor chain (an async-context binding per level and an rxjs pipeline),
 * the largest single item of a cached list page's profile (docs/performance.md, twenty-third
 * session), for a wait that almost never happens. Nothing is awaited, and no promise is made, when
 * no session row is being written.
 */
export function registerSessionWritesWait(fastify: FastifyInstance, sessions: SessionVerifier): void {
  fastify.addHook('onSend', (_request, _reply, payload, done) => {
    if (!sessions.writing) return done(null, payload);
    sessions.settled().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
}
