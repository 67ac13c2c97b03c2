import { Injectable } from '@nestjs/common';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { SessionEndReason } from '../../shared/auth/sign-in-session-store';
import { sessionClock } from '../../shared/auth/session-clock';
import { verifiedSessions } from '../../shared/auth/verified-session-cache';

/**
 * Ends every session of a user at once: "Sign out everywhere", and whatever else must force a new
 * sign-in (a change of second factors calls `endAllSessions(userId, 'factors-changed')`). Password
 * changes, disable and delete end sessions by themselves (the users row's trigger, migration 059).
 * Each ended row tells every process on commit (its trigger), so the very next request is refused.
 */
@Injectable()
export class SignInSessionTermination {
  constructor(private readonly db: Database) {}

  /**
   * Ends all of the user's open sessions and answers how many. `tx`: inside the caller's transaction
   * (the sessions end when it commits); otherwise in a transaction of its own.
   */
  async endAllSessions(userId: number, reason: SessionEndReason, tx?: Tx): Promise<number> {
    verifiedSessions.hold(userId);
    const run = (t: Tx) =>
      t.query(
        'UPDATE sign_in_sessions SET ended_at = $2, end_reason = $3 WHERE user_id = $1 AND ended_at IS NULL',
        [userId, new Date(sessionClock.now()), reason],
      );
    const result = tx ? await run(tx) : await this.db.tx(SYSTEM, run);
    return result.rowCount ?? 0;
  }
}
