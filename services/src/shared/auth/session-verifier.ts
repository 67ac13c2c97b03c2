import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AuthUser } from './auth-user';
import { SIGNED_IN_ACCOUNTS, SignedInAccounts } from './signed-in-accounts';
import { verifiedSessions } from './verified-session-cache';
import { InFlight } from '../concurrency/in-flight';
import { SIGN_IN_SESSION_STORE, SessionOrigin, SignInSessionStore } from './sign-in-session-store';
import { SessionActivity } from './session-activity';
import { sessionClock } from './session-clock';
import { DomainError } from '../domain/domain-error';
import { localized } from '../i18n';

interface SessionClaims {
  sub: string;
  ver: number;
  /** The token's own id: the id of its session row. */
  jti: string;
  /** Required: a token without an expiry is refused (claims()). */
  exp: number;
}

/** 401 for a session that ended for inactivity or at its maximum length: the message says which. */
export class SessionEndedError extends DomainError {
  constructor(text: ConstructorParameters<typeof DomainError>[1]) {
    super('SESSION_ENDED', text, 401);
  }
}

/** Session ids are random UUIDs (the token's jti). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tokens whose signature this process has checked, kept at most (the oldest goes first). */
const SIGNED_TOKENS_KEPT = 20_000;

/**
 * Turns a bearer token into the current user. Every token is a server-side session (a row of the
 * SignInSessionStore, id = the token's jti): refused once it ended (sign-out, "end this session",
 * "sign out everywhere", password change, disable), once it has been idle longer than its company's
 * idle timeout, or once it is older than the company's absolute lifetime (docs/security.md,
 * "Sessions"). The token also carries the user's token_version, which moves on password change,
 * reset, disable and delete. A token checked lately is remembered (verified-session-cache.ts), and
 * every such change reaches that cache; the idle and lifetime rules are applied on every request.
 */
@Injectable()
export class SessionVerifier {
  private readonly signedTokens = new Map<string, SessionClaims>();
  /**
   * Checks in flight, by token and cache generation: requests that arrive together with one token
   * (a console's parallel calls, or 50 connections when its cache entry expires) share one round trip
   * to PostgreSQL and Redis. A change noticed meanwhile moves the generation, so later requests start
   * a check of their own instead of joining one that began before it.
   */
  private readonly checking = new InFlight<AuthUser | null>();
  /** What this process knows of its sessions' activity (no database write per request). */
  readonly activity = new SessionActivity();
  /** Session rows this process is still writing, by token id. */
  private readonly opening = new Map<string, Promise<void>>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(SIGNED_IN_ACCOUNTS) private readonly accounts: SignedInAccounts,
    @Inject(SIGN_IN_SESSION_STORE) private readonly store: SignInSessionStore,
  ) {}

  /**
   * A new session for the user at this token version. Synchronous (callers hand the token out at
   * once); its row is written meanwhile: a request with the token waits for it in this process, and
   * registerSessionWritesWait holds the HTTP answer that carries the token until the row is committed,
   * so no other process can see the token first. Use `open` where an async call is welcome.
   */
  issue(userId: number, tokenVersion: number, origin: SessionOrigin = {}): string {
    const jti = randomUUID();
    // The expiry comes from the module's signOptions (expiresIn: JWT_TTL_SECONDS): an outer bound.
    const token = this.jwt.sign({
      sub: String(userId),
      ver: tokenVersion,
      jti,
    } satisfies Omit<SessionClaims, 'exp'>);
    const writing = this.store
      .open(jti, userId, tokenVersion, origin, sessionClock.now())
      .finally(() => this.opening.delete(jti));
    // Its failure is the answer's (settled()), not an unhandled rejection.
    writing.catch(() => undefined);
    this.opening.set(jti, writing);
    return token;
  }

  /** `issue`, answered once the session row is committed. */
  async open(userId: number, tokenVersion: number, origin: SessionOrigin = {}): Promise<string> {
    const token = this.issue(userId, tokenVersion, origin);
    await this.settled();
    return token;
  }

  /** Whether a session row this process began to write is not committed yet. */
  get writing(): boolean {
    return this.opening.size > 0;
  }

  /** Resolves once every session row this process has begun to write is committed (or throws). */
  async settled(): Promise<void> {
    if (this.opening.size) await Promise.all([...this.opening.values()]);
  }

  /** Sign-out: this token's session ends; the row's trigger tells every process. */
  async revoke(header: string | undefined): Promise<void> {
    const claims = this.claims(header);
    if (!claims) return;
    await this.endSession(claims.jti, 'signed-out');
  }

  /** Ends one session by id (the caller has checked it is the user's). */
  async endSession(sessionId: string, reason: Parameters<SignInSessionStore['end']>[1]): Promise<void> {
    await this.store.end(sessionId, reason);
    this.activity.forget(sessionId);
    verifiedSessions.forgetToken(sessionId);
  }

  /**
   * The signed-in user, or null. `background`: the request was not made by the user (the console's
   * polling sends `X-Session-Activity: background`), so it does not count as activity; it is still
   * refused once the session is idle or expired. Idle and expired sessions are refused with a message
   * that says so (401).
   */
  async verify(header: string | undefined, opts: { background?: boolean } = {}): Promise<AuthUser | null> {
    const claims = this.claims(header);
    if (!claims) return null;
    const userId = Number(claims.sub);
    // Awaited only when pending: an extra await would let a change slip in before the check begins.
    const opening = this.opening.get(claims.jti);
    if (opening) await opening.catch(() => undefined);
    let user = this.activity.has(claims.jti)
      ? verifiedSessions.get(claims.jti, userId, claims.ver)
      : undefined;
    if (!user) {
      const generation = verifiedSessions.begin();
      const checked = await this.checking.run(`${claims.jti}:${generation}`, () =>
        this.check(claims, userId, generation),
      );
      if (!checked) return null;
      user = checked;
    }
    return this.admit(claims.jti, user, !opts.background);
  }

  /** Activity reported by the console (the user is there): recorded and written at once. */
  async recordActivity(sessionId: string): Promise<void> {
    const now = sessionClock.now();
    await this.store.touch(sessionId, now);
    this.activity.written(sessionId, now);
  }

  /** Seconds left before the idle timeout and the absolute lifetime end, for the console's timers. */
  remaining(sessionId: string) {
    return this.activity.remaining(sessionId, sessionClock.now());
  }

  private async admit(jti: string, user: AuthUser, active: boolean): Promise<AuthUser | null> {
    const now = sessionClock.now();
    const verdict = this.activity.admit(jti, now, active);
    if (verdict.admitted) {
      if (verdict.write) await this.store.touch(jti, now);
      return { ...user, sessionId: jti };
    }
    const times = this.activity.times(jti);
    if (verdict.reason !== 'ended') await this.endSession(jti, verdict.reason);
    if (verdict.reason === 'idle' && times)
      throw new SessionEndedError(
        localized('session.idleRefused', { minutes: Math.round(times.idleTimeoutMs / 60_000) }),
      );
    if (verdict.reason === 'expired' && times)
      throw new SessionEndedError(
        localized('session.expiredRefused', { hours: Math.round(times.absoluteLifetimeMs / 3_600_000) }),
      );
    return null;
  }

  private async check(claims: SessionClaims, userId: number, generation: number): Promise<AuthUser | null> {
    // The account (identity's, through SignedInAccounts) and the session row side by side; a password
    // change, disable, delete or an ended session takes effect on the very next request (the cache is
    // told of each).
    const [user, times] = await Promise.all([
      this.accounts.current(userId, claims.ver),
      this.store.times(claims.jti),
    ]);
    if (!user || !times || times.userId !== userId || times.tokenVersion !== claims.ver) return null;
    this.activity.refresh(claims.jti, times);
    verifiedSessions.put(generation, claims.jti, user, claims.ver);
    return user;
  }

  /** The verified claims of a bearer header; a token without an id (issued before sign-out could revoke) or without an expiry is refused. */
  private claims(header: string | undefined): SessionClaims | null {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!token) return null;
    // A signature checked once stays checked: only the expiry can change (jsonwebtoken's verify was
    // about 5 % of a list request's CPU). Revocation and the user's state are verify()'s, every time.
    const known = this.signedTokens.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.signedTokens.delete(token);
      return null;
    }
    try {
      const claims = this.jwt.verify<SessionClaims>(token);
      // jsonwebtoken checks `exp` only when a token carries one and has no option requiring it, so a
      // token signed without an expiry (or an id sign-out could revoke) is refused here.
      const ok =
        Number.isSafeInteger(Number(claims.sub)) &&
        Number.isSafeInteger(claims.ver) &&
        typeof claims.jti === 'string' &&
        SESSION_ID.test(claims.jti) &&
        typeof claims.exp === 'number' &&
        Number.isFinite(claims.exp);
      if (!ok) return null;
      if (this.signedTokens.size >= SIGNED_TOKENS_KEPT)
        this.signedTokens.delete(this.signedTokens.keys().next().value!);
      this.signedTokens.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
