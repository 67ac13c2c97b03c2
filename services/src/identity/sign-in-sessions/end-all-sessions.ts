import { Injectable } from '@nestjs/common';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { SessionEndReason } from '../../shared/auth/sign-in-session-store';
import { sessionClock } from '../../shared/auth/session-clock';
import { verifiedSessions } from '../../shared/auth/verified-session-cache';
import { SecurityActor, SecurityEventLog } from '../../access-log/security-events.public';

/** Who ended the sessions (the user when not given) and from which address. */
export interface EndedBy {
  actor?: SecurityActor;
  ip?: string | null;
}

/**
 * Ends every session of a user at once: "Sign out everywhere", and whatever else must force a new
 * sign-in (a change of second factors calls `endAllSessions(userId, 'factors-changed')`). Password
 * changes, disable and delete end sessions by themselves (the users row's trigger, migration 059).
 * Each ended row tells every process on commit (its trigger), so the very next request is refused.
 * Every ending of a staff member's sessions is a security event in the company's access log
 * (`recordEnded`), with who ended them and why.
 */
@Injectable()
export class SignInSessionTermination {
  constructor(
    private readonly db: Database,
    private readonly securityEvents: SecurityEventLog,
  ) {}

  /**
   * Ends all of the user's open sessions and answers how many. `tx`: inside the caller's transaction
   * (the sessions end when it commits; the caller records the ending with `recordEnded` after the
   * commit); otherwise in a transaction of its own, recorded here.
   */
  async endAllSessions(
    userId: number,
    reason: SessionEndReason,
    tx?: Tx,
    by: EndedBy & { keep?: string } = {},
  ): Promise<number> {
    verifiedSessions.hold(userId);
    // `keep`: the session that made the change goes on (one's own factor change ends the others).
    const run = (t: Tx) =>
      t.query(
        `UPDATE sign_in_sessions SET ended_at = $2, end_reason = $3
          WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $4::uuid`,
        [userId, new Date(sessionClock.now()), reason, by.keep ?? null],
      );
    const result = tx ? await run(tx) : await this.db.tx(SYSTEM, run);
    const ended = result.rowCount ?? 0;
    if (!tx) await this.recordEnded(userId, reason, ended, by);
    return ended;
  }

  /**
   * The sessions the users row's trigger ended in this transaction (a password reset, a disable, a
   * delete), by reason: the trigger stamps `now()`, the transaction's own time, so no other ending
   * has it.
   */
  async endedInTransaction(
    tx: Tx,
    userId: number,
  ): Promise<{ reason: SessionEndReason; sessions: number }[]> {
    const { rows } = await tx.query<{ end_reason: SessionEndReason; sessions: string }>(
      `SELECT end_reason, count(*) AS sessions FROM sign_in_sessions
        WHERE user_id = $1 AND ended_at = now() GROUP BY end_reason`,
      [userId],
    );
    return rows.map((r) => ({ reason: r.end_reason, sessions: Number(r.sessions) }));
  }

  /** The security event of sessions that ended (none: nothing); the super admin's have no company log. */
  async recordEnded(userId: number, reason: SessionEndReason, sessions: number, by: EndedBy = {}) {
    if (sessions < 1) return;
    const [user] = await this.db.rows<{ company_id: string | null; name: string }>(
      SYSTEM,
      'SELECT company_id, name FROM users WHERE id = $1',
      [userId],
    );
    if (!user?.company_id) return;
    await this.securityEvents.sessionsEnded({
      companyId: Number(user.company_id),
      userId,
      reason,
      sessions,
      actor: by.actor ?? { id: userId, name: user.name },
      ip: by.ip,
    });
  }
}
