import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import { sessionClock } from '../../shared/auth/session-clock';
import { ACTIVITY_WRITE_MS } from '../../shared/auth/session-activity';
import { DEFAULT_SESSION_POLICY } from './session-policy.decider';

interface OwnSessionRow {
  id: string;
  method: string;
  created_at: Date;
  last_active_at: Date;
  ip: string | null;
  client: string | null;
  idle_timeout_minutes: number | null;
  absolute_lifetime_hours: number | null;
}

export interface OwnSessionView {
  id: string;
  method: string;
  started_at: string;
  last_active_at: string;
  ip_address: string | null;
  browser: string | null;
  current: boolean;
}

/**
 * A user's own open sessions, newest activity first: not ended, at the account's token version, and
 * neither idle nor past the absolute lifetime by the same rules as the session check
 * (session-activity.ts). Only the user themselves ever sees these rows.
 */
@Injectable()
export class OwnSessionsReadModel {
  constructor(private readonly db: Database) {}

  async list(userId: number, currentSessionId: string | undefined): Promise<OwnSessionView[]> {
    const rows = await this.db.rows<OwnSessionRow>(
      SYSTEM,
      `SELECT s.id, s.method, s.created_at, s.last_active_at, s.ip, s.client,
              p.idle_timeout_minutes, p.absolute_lifetime_hours
         FROM sign_in_sessions s JOIN users u ON u.id = s.user_id
         LEFT JOIN session_policies p ON p.company_id = s.company_id
        WHERE s.user_id = $1 AND s.ended_at IS NULL AND s.token_version = u.token_version
        ORDER BY s.last_active_at DESC, s.created_at DESC`,
      [userId],
    );
    const now = sessionClock.now();
    return rows
      .filter((row) => {
        const idleMs = (row.idle_timeout_minutes ?? DEFAULT_SESSION_POLICY.idleTimeoutMinutes) * 60_000;
        const lifetimeMs =
          (row.absolute_lifetime_hours ?? DEFAULT_SESSION_POLICY.absoluteLifetimeHours) * 3_600_000;
        return (
          row.id === currentSessionId ||
          (now < row.created_at.getTime() + lifetimeMs &&
            now - row.last_active_at.getTime() <= idleMs + ACTIVITY_WRITE_MS)
        );
      })
      .map((row) => ({
        id: row.id,
        method: row.method,
        started_at: row.created_at.toISOString(),
        last_active_at: row.last_active_at.toISOString(),
        ip_address: row.ip,
        browser: row.client,
        current: row.id === currentSessionId,
      }));
  }

  /** The session's owner, or null when there is no such session (any id shape answers alike). */
  async ownerOf(sessionId: string): Promise<number | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return null;
    const [row] = await this.db.rows<{ user_id: string }>(
      SYSTEM,
      'SELECT user_id FROM sign_in_sessions WHERE id = $1 AND ended_at IS NULL',
      [sessionId],
    );
    return row ? Number(row.user_id) : null;
  }
}
