import { ApiProperty } from '@nestjs/swagger';

/** One of the signed-in user's own open sessions (Profile > Sessions). */
export class OwnSessionResponse {
  /** The session's id (also the token's id). @example "0b0f5d1e-3c2a-4e55-9a43-6f3f0c1d2e4a" */
  id!: string;
  /** How it was opened. @example "password" */
  @ApiProperty({ enum: ['password', 'password-change', 'sso', 'mfa', 'other'] })
  method!: string;
  started_at!: string;
  /** Recorded at most once a minute. */
  last_active_at!: string;
  /** The address the session was opened from. @example "203.0.113.7" */
  ip_address!: string | null;
  /** A short description of the browser. @example "Chrome, Windows" */
  browser!: string | null;
  /** The session this request comes with. */
  current!: boolean;
}

/** The calling session's timers, for the console's idle warning. */
export class CurrentSessionResponse {
  /** The company's idle timeout. @example 30 */
  idle_timeout_minutes!: number;
  /** The company's absolute session lifetime. @example 12 */
  absolute_lifetime_hours!: number;
  /** Seconds until the session ends for want of activity. @example 1800 */
  idle_seconds_left!: number;
  /** Seconds until the session reaches its absolute lifetime. @example 43200 */
  lifetime_seconds_left!: number;
}

/** A company's session limits (company admin, /security > Sessions). */
export class SessionPolicyResponse {
  /** @example 30 */
  idle_timeout_minutes!: number;
  /** @example 12 */
  absolute_lifetime_hours!: number;
  /** When an admin last changed them; null while the defaults apply. */
  changed_at!: string | null;
  changed_by!: string | null;
  /** Allowed idle timeouts in minutes. @example 5 */
  idle_timeout_min!: number;
  /** @example 480 */
  idle_timeout_max!: number;
  /** Allowed absolute lifetimes in hours. @example 1 */
  absolute_lifetime_min!: number;
  /** @example 24 */
  absolute_lifetime_max!: number;
}

/** How many sessions "Sign out everywhere" ended. */
export class EndedSessionsResponse {
  /** @example 3 */
  ended!: number;
}
