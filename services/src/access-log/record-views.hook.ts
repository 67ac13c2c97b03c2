import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../shared/auth/auth-user';
import type { AccessEntry, AccessLogStore } from './access-log.store';
import { takePendingView, uuidsIn } from './pending-view';

/** The correlation id a caller sent (a plain token, as event metadata keeps it), else a new one. */
function requestId(request: FastifyRequest): string {
  const header = request.headers['x-correlation-id'];
  return typeof header === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(header) ? header : randomUUID();
}

/**
 * The line for a request's noted view, if any. `answer`: the answer as it is sent (JSON text before
 * any compression), for a route whose applicants are those its answer names.
 */
export function accessEntry(
  request: FastifyRequest,
  user: AuthUser,
  at: Date,
  answer?: unknown,
): AccessEntry | null {
  const view = takePendingView(request);
  if (!view) return null;
  // A route that names its applicants by its answer returns JSON; a stream or file names them itself (noteViewed).
  const text = typeof answer === 'string' ? answer : Buffer.isBuffer(answer) ? answer.toString() : null;
  if (view.fromAnswer && text !== null) view.applicantIds = uuidsIn(text);
  return {
    at,
    actorType: user.apiKey ? 'api_key' : 'user',
    actorId: user.apiKey ? user.apiKey.id : String(user.id),
    actorName: user.apiKey ? user.apiKey.name : user.name,
    kind: view.kind,
    applicantIds: view.applicantIds,
    detail: view.detail,
    ip: request.ip ?? null,
    requestId: requestId(request),
  };
}

/**
 * Records each view a route noted (`@RecordsAccess`) when its answer is sent: `onSend` runs before
 * Fastify writes the first byte, for returned answers and for routes that send a stream or a file
 * themselves, and the answer waits for the line's commit. An error answer shows nothing and is not
 * recorded. If the line cannot be written the answer fails (500) rather than leave unrecorded.
 * Registered before the answers' compression, so a list's page is still the JSON text it names
 * applicants in.
 * Requests without a noted view (every other route) pay one property read, and no promise.
 */
export function registerAccessRecording(fastify: FastifyInstance, store: AccessLogStore): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400) {
      takePendingView(request);
      return done(null, payload);
    }
    const user = (request as FastifyRequest & { user?: AuthUser }).user;
    const entry = user?.companyId ? accessEntry(request, user, new Date(), payload) : null;
    if (!entry) return done(null, payload);
    store.append(user!.companyId!, [entry]).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
}
