import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccessLogStore } from './access-log.store';

/** Who made a session end: the session's own user, or the admin who reset or disabled them. */
export interface SecurityActor {
  id: number;
  name: string;
}

/** Sessions of one user that ended together, and why (a SessionEndReason: idle, expired, …). */
export interface SessionsEnded {
  companyId: number;
  userId: number;
  reason: string;
  sessions: number;
  actor: SecurityActor;
  ip?: string | null;
}

/**
 * Security events kept in the access log beside the reads (docs/access-log.md, "Session endings"; published by security-events.public.ts): a
 * company's auditor sees in one place who read what and when access ended. A line holds ids, a reason
 * and a count, never a token, a session id or an address other than the caller's.
 */
@Injectable()
export class SecurityEventLog {
  constructor(private readonly store: AccessLogStore) {}

  /** Resolves once the line is committed. */
  async sessionsEnded(ended: SessionsEnded): Promise<void> {
    if (ended.sessions < 1) return;
    await this.store.append(ended.companyId, [
      {
        at: new Date(),
        actorType: 'user',
        actorId: String(ended.actor.id),
        actorName: ended.actor.name,
        kind: 'session.ended',
        applicantIds: [],
        detail: { reason: ended.reason, user: String(ended.userId), sessions: ended.sessions },
        ip: ended.ip ?? null,
        requestId: randomUUID(),
      },
    ]);
  }
}
