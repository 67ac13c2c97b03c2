/**
 * Server-side sign-in sessions (docs/security.md "Sessions"): every issued token is a session row whose
 * id is the token's `jti`. The session check (session-verifier.ts) asks this port; identity provides it
 * (identity/sign-in-sessions), keeping shared/ free of its tables.
 */
export const SIGN_IN_SESSION_STORE = Symbol('SIGN_IN_SESSION_STORE');

/** How the session was opened: a password today; single sign-on and multi-factor add theirs. */
export type SignInMethod = 'password' | 'password-change' | 'sso' | 'mfa' | 'other';

/** Where a session comes from, as the sign-in request saw it (optional: `issue(userId, version)` works without). */
export interface SessionOrigin {
  method?: SignInMethod;
  /** The client's address (Fastify's request.ip); shown to the user only, never logged. */
  ip?: string;
  /** The raw User-Agent header: reduced to a short "Browser, OS" description before it is stored. */
  userAgent?: string;
}

/** A session's timings as the check needs them, with its company's limits. */
export interface SessionTimes {
  userId: number;
  tokenVersion: number;
  createdAt: number;
  lastActiveAt: number;
  ended: boolean;
  /** Why it ended, when it has. */
  endReason: SessionEndReason | null;
  idleTimeoutMs: number;
  absoluteLifetimeMs: number;
}

export interface SignInSessionStore {
  /** Writes the session row (the user's company is read from the account). */
  open(id: string, userId: number, tokenVersion: number, origin: SessionOrigin, at: number): Promise<void>;
  /** The session with its company's limits, or null when there is no such row. */
  times(id: string): Promise<SessionTimes | null>;
  /** Records activity: moves last_active_at forward (never back). */
  touch(id: string, at: number): Promise<void>;
  /** Ends the session (idle, expired, signed out…); the row's trigger tells every process. */
  end(id: string, reason: SessionEndReason): Promise<void>;
}

export type SessionEndReason =
  | 'signed-out'
  | 'idle'
  | 'expired'
  | 'ended-by-user'
  | 'signed-out-everywhere'
  | 'password-changed'
  | 'disabled'
  | 'deleted'
  | 'factors-changed';
