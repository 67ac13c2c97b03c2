import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import {
  SessionEndReason,
  SessionOrigin,
  SessionTimes,
  SignInSessionStore,
} from '../../shared/auth/sign-in-session-store';
import { sessionClock } from '../../shared/auth/session-clock';
import { DEFAULT_SESSION_POLICY } from './session-policy.decider';
import { describeClient } from './describe-client';
import { SecurityEventLog } from '../../access-log/security-events.public';

interface TimesRow {
  user_id: string;
  token_version: number;
  created_at: Date;
  last_active_at: Date;
  ended_at: Date | null;
  end_reason: SessionEndReason | null;
  idle_timeout_minutes: number;
  absolute_lifetime_hours: number;
}

/** Sessions ended (or begun) this long ago are deleted at the user's next sign-in. */
const KEPT_DAYS = 30;

/**
 * Identity's side of the SignInSessionStore port: `sign_in_sessions` and the company's
 * `session_policies` (defaults when the company has none, and for the super admin). All times come
 * from sessionClock, so tests can move them.
 */
@Injectable()
export class SessionStoreAdapter implements SignInSessionStore {
  constructor(
    private readonly db: Database,
    private readonly securityEvents: SecurityEventLog,
  ) {}

  async open(id: string, userId: number, tokenVersion: number, origin: SessionOrigin, at: number) {
    await this.db.tx(SYSTEM, async (tx) => {
      await tx.query(
        `DELETE FROM sign_in_sessions WHERE user_id = $1
            AND (ended_at < $2::timestamptz - make_interval(days => $3) OR created_at < $2::timestamptz - make_interval(days => $3))`,
        [userId, new Date(at), KEPT_DAYS],
      );
      await tx.query(
        `INSERT INTO sign_in_sessions (id, user_id, company_id, token_version, method, created_at, last_active_at, ip, client)
         SELECT $1, u.id, u.company_id, $3, $4, $5, $5, $6, $7 FROM users u WHERE u.id = $2`,
        [
          id,
          userId,
          tokenVersion,
          origin.method ?? 'other',
          new Date(at),
          origin.ip ?? null,
          describeClient(origin.userAgent),
        ],
      );
    });
  }

  async times(id: string): Promise<SessionTimes | null> {
    const [row] = await this.db.oneRoundTrip<TimesRow>(
      SYSTEM,
      `SELECT s.user_id, s.token_version, s.created_at, s.last_active_at, s.ended_at, s.end_reason,
              p.idle_timeout_minutes, p.absolute_lifetime_hours
         FROM sign_in_sessions s LEFT JOIN session_policies p ON p.company_id = s.company_id
        WHERE s.id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      userId: Number(row.user_id),
      tokenVersion: row.token_version,
      createdAt: row.created_at.getTime(),
      lastActiveAt: row.last_active_at.getTime(),
      ended: row.ended_at !== null,
      endReason: row.end_reason,
      idleTimeoutMs: (row.idle_timeout_minutes ?? DEFAULT_SESSION_POLICY.idleTimeoutMinutes) * 60_000,
      absoluteLifetimeMs:
        (row.absolute_lifetime_hours ?? DEFAULT_SESSION_POLICY.absoluteLifetimeHours) * 3_600_000,
    };
  }

  async touch(id: string, at: number): Promise<void> {
    await this.db.rows(
      SYSTEM,
      'UPDATE sign_in_sessions SET last_active_at = $2 WHERE id = $1 AND last_active_at < $2 AND ended_at IS NULL',
      [id, new Date(at)],
    );
  }

  /** Ends the session; a staff member's ending is a security event in the company's access log. */
  async end(id: string, reason: SessionEndReason): Promise<void> {
    const ended = await this.db.rows<{ user_id: string; company_id: string | null; name: string }>(
      SYSTEM,
      `UPDATE sign_in_sessions s SET ended_at = $2, end_reason = $3 FROM users u
        WHERE s.id = $1 AND s.ended_at IS NULL AND u.id = s.user_id
        RETURNING s.user_id, s.company_id, u.name`,
      [id, new Date(sessionClock.now()), reason],
    );
    const [row] = ended;
    if (!row?.company_id) return;
    const userId = Number(row.user_id);
    await this.securityEvents.sessionsEnded({
      companyId: Number(row.company_id),
      userId,
      reason,
      sessions: 1,
      actor: { id: userId, name: row.name },
    });
  }
}
