/** The console's idle rules (docs/security.md, "Sessions"): pure, so they are tested without a browser. */

/** The warning dialog opens this long before the idle timeout. */
export const WARNING_SECONDS = 120;
/** The user's input is reported to the server at most this often. */
export const REPORT_EVERY_MS = 60_000;

export interface SessionTimersLike {
  idle_timeout_minutes: number;
  absolute_lifetime_hours: number;
  idle_seconds_left: number;
  lifetime_seconds_left: number;
}

/** When the session ends, on this browser's clock (from the server's seconds left, so clock skew does not matter). */
export interface Deadlines {
  idleAt: number;
  lifetimeAt: number;
  idleMinutes: number;
  lifetimeHours: number;
}

export function deadlinesFrom(timers: SessionTimersLike, receivedAt: number): Deadlines {
  return {
    idleAt: receivedAt + timers.idle_seconds_left * 1000,
    lifetimeAt: receivedAt + timers.lifetime_seconds_left * 1000,
    idleMinutes: timers.idle_timeout_minutes,
    lifetimeHours: timers.absolute_lifetime_hours,
  };
}

export type IdlePhase =
  { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'idle' } | { kind: 'lifetime' };

export function phaseAt(deadlines: Deadlines, now: number): IdlePhase {
  if (now >= deadlines.lifetimeAt) return { kind: 'lifetime' };
  if (now >= deadlines.idleAt) return { kind: 'idle' };
  const secondsLeft = Math.ceil((deadlines.idleAt - now) / 1000);
  return secondsLeft <= WARNING_SECONDS ? { kind: 'warning', secondsLeft } : { kind: 'active' };
}

/** Milliseconds to wait before reporting input now seen: 0 when the last report is a minute old. */
export function reportDelay(now: number, lastReportAt: number): number {
  return Math.max(0, lastReportAt + REPORT_EVERY_MS - now);
}

/** "1:05" for 65 seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
