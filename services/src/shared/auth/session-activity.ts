import type { SessionEndReason, SessionTimes } from './sign-in-session-store';

/**
 * A session's activity is written to PostgreSQL at most this often per session and process, so that
 * recording activity costs no database write per request (docs/performance.md).
 */
export const ACTIVITY_WRITE_MS = 60_000;
/** Sessions whose activity this process remembers at most (the oldest goes first). */
const KEPT = 20_000;

interface Known {
  times: SessionTimes;
  /** The latest activity this process knows of (its own requests, or the row's). */
  lastActiveAt: number;
  /** When this process last wrote the session's activity. */
  writtenAt: number;
}

export type Verdict =
  | { admitted: true; write: boolean }
  | { admitted: false; reason: Extract<SessionEndReason, 'idle' | 'expired'> | 'ended' };

/**
 * What each process knows of its sessions' timings, and the rules of a request against them:
 * - refused once the session is older than its company's absolute lifetime;
 * - refused once it has been idle longer than the idle timeout. Another process may hold up to
 *   ACTIVITY_WRITE_MS of activity not yet written, so the server allows that much more before it
 *   refuses; the console signs out at the exact timeout itself (it reports activity explicitly).
 * - an admitted request that is not background work records activity; the write is due when this
 *   process has not written the session's activity for ACTIVITY_WRITE_MS.
 */
export class SessionActivity {
  private readonly known = new Map<string, Known>();

  has(id: string): boolean {
    return this.known.has(id);
  }

  /** A check read the session's row: keep its limits, and the later of its activity and ours. */
  refresh(id: string, times: SessionTimes): void {
    const previous = this.known.get(id);
    if (!previous && this.known.size >= KEPT) this.known.delete(this.known.keys().next().value!);
    this.known.set(id, {
      times,
      lastActiveAt: Math.max(previous?.lastActiveAt ?? 0, times.lastActiveAt),
      writtenAt: previous?.writtenAt ?? times.lastActiveAt,
    });
  }

  forget(id: string): void {
    this.known.delete(id);
  }

  times(id: string): SessionTimes | undefined {
    return this.known.get(id)?.times;
  }

  admit(id: string, now: number, active: boolean): Verdict {
    const session = this.known.get(id);
    if (!session) return { admitted: false, reason: 'ended' };
    const { endReason } = session.times;
    if (session.times.ended)
      return {
        admitted: false,
        reason: endReason === 'idle' || endReason === 'expired' ? endReason : 'ended',
      };
    const { createdAt, absoluteLifetimeMs, idleTimeoutMs } = session.times;
    if (now >= createdAt + absoluteLifetimeMs) return { admitted: false, reason: 'expired' };
    if (now - session.lastActiveAt > idleTimeoutMs + ACTIVITY_WRITE_MS)
      return { admitted: false, reason: 'idle' };
    if (!active) return { admitted: true, write: false };
    session.lastActiveAt = Math.max(session.lastActiveAt, now);
    const write = now - session.writtenAt >= ACTIVITY_WRITE_MS;
    if (write) session.writtenAt = now;
    return { admitted: true, write };
  }

  /** Records activity now and marks it written (an explicit activity report writes at once). */
  written(id: string, now: number): void {
    const session = this.known.get(id);
    if (!session) return;
    session.lastActiveAt = Math.max(session.lastActiveAt, now);
    session.writtenAt = now;
  }

  /** Seconds until the idle timeout and until the absolute lifetime ends, as the console counts them. */
  remaining(id: string, now: number): { idleSeconds: number; lifetimeSeconds: number } | null {
    const session = this.known.get(id);
    if (!session) return null;
    const { createdAt, absoluteLifetimeMs, idleTimeoutMs } = session.times;
    return {
      idleSeconds: Math.max(0, Math.floor((session.lastActiveAt + idleTimeoutMs - now) / 1000)),
      lifetimeSeconds: Math.max(0, Math.floor((createdAt + absoluteLifetimeMs - now) / 1000)),
    };
  }
}
