import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../shared/auth/auth-user';
import type { AccessEntry, AccessLogStore } from './access-log.store';
import { takePendingView } from './pending-view';

/** The correlation id a caller sent (a plain token, as event metadata keeps it), else a new one. */
function requestId(request: FastifyRequest): string {
  const header = request.headers['x-correlation-id'];
  return typeof header === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(header) ? header : randomUUID();
}

export function accessEntry(request: FastifyRequest, user: AuthUser, at: Date): AccessEntry | null {
  const view = takePendingView(request);
  if (!view) return null;
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
 * Requests without a noted view (every other route) pay one property read.
 */
export function registerAccessRecording(fastify: FastifyInstance, store: AccessLogStore): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) {
      takePendingView(request);
      return payload;
    }
    const user = (request as FastifyRequest & { user?: AuthUser }).user;
    if (!user?.companyId) return payload;
    const entry = accessEntry(request, user, new Date());
    if (entry) await store.append(user.companyId, [entry]);
    return payload;
  });
}
