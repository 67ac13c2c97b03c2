import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Database, SYSTEM } from '../database/database';
import { AuthUser } from './auth-user';
import { SIGNED_IN_ACCOUNTS, SignedInAccounts } from './signed-in-accounts';
import { AUTH_CHANGED_CHANNEL } from './auth-change-listener';
import { verifiedSessions } from './verified-session-cache';
import { InFlight } from '../concurrency/in-flight';

interface SessionClaims {
  sub: string;
  ver: number;
  /** The token's own id: sign-out puts it on the denylist in Redis. */
  jti: string;
  /** Required: a token without an expiry is refused (claims()). */
  exp: number;
}

const REVOKED = (jti: string) => `session:revoked:${jti}`;
/** Tokens whose signature this process has checked, kept at most (the oldest goes first). */
const SIGNED_TOKENS_KEPT = 20_000;

/**
 * Turns a bearer token into the current user. The token carries the user's token_version; the
 * version moves on password change, reset, disable and delete (and the company's deletion marks its
 * users deleted), so such a token stops working on the very next request. Sign-out revokes one token:
 * its id goes on a denylist in Redis until the token would have expired anyway. A token checked
 * lately is remembered (verified-session-cache.ts), and every such change reaches that cache.
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

  constructor(
    private readonly jwt: JwtService,
    private readonly db: Database,
    @Inject(SIGNED_IN_ACCOUNTS) private readonly accounts: SignedInAccounts,
    private readonly redis: Redis,
  ) {}

  issue(userId: number, tokenVersion: number): string {
    // The expiry comes from the module's signOptions (expiresIn: JWT_TTL_SECONDS).
    return this.jwt.sign({
      sub: String(userId),
      ver: tokenVersion,
      jti: randomUUID(),
    } satisfies Omit<SessionClaims, 'exp'>);
  }

  /**
   * Sign-out: the token is refused from now on. The denylist entry lives as long as the token would
   * have (Redis runs with noeviction, so it is not dropped early). A token that no longer verifies
   * needs no entry.
   */
  async revoke(header: string | undefined): Promise<void> {
    const claims = this.claims(header);
    if (!claims?.exp) return;
    const seconds = claims.exp - Math.floor(Date.now() / 1000);
    if (seconds <= 0) return;
    await this.redis.set(REVOKED(claims.jti), '1', 'EX', seconds);
    verifiedSessions.forgetToken(claims.jti);
    // The other processes forget it too (the token id is random, not PII).
    await this.db.tx(SYSTEM, (tx) =>
      tx.query('SELECT pg_notify($1, $2)', [AUTH_CHANGED_CHANNEL, `t:${claims.jti}`]),
    );
  }

  async verify(header: string | undefined): Promise<AuthUser | null> {
    const claims = this.claims(header);
    if (!claims) return null;
    const userId = Number(claims.sub);
    const cached = verifiedSessions.get(claims.jti, userId, claims.ver);
    if (cached) return cached;
    const generation = verifiedSessions.begin();
    return this.checking.run(`${claims.jti}:${generation}`, () => this.check(claims, userId, generation));
  }

  private async check(claims: SessionClaims, userId: number, generation: number): Promise<AuthUser | null> {
    // Checked against the accounts (identity's, through SignedInAccounts) and the denylist side by
    // side; a password change, disable, delete or sign-out takes effect on the very next request
    // (the cache is told of each).
    const [user, revoked] = await Promise.all([
      this.accounts.current(userId, claims.ver),
      this.redis.exists(REVOKED(claims.jti)),
    ]);
    if (!user || revoked) return null;
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
        claims.jti.length > 0 &&
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
