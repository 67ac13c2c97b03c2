import type { AuthUser } from './auth-user';

/** How long a verified token is trusted without asking again, should a change notice ever be missed. */
const TTL_MS = 10_000;
/**
 * A user changed by this process is not cached until its notice comes back after the commit, or for
 * this long at most (a transaction that rolled back sends none).
 */
const HOLD_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  user: AuthUser;
  version: number;
  at: number;
}

/**
 * Tokens this process verified lately (their user row and "not signed out"), so that most requests
 * need no round trip to PostgreSQL and Redis to check them again: on this machine those two round
 * trips were about a third of the CPU of a list request.
 *
 * A token stays as strict as before: every change that ends or alters a session reaches the cache.
 * - Users and companies rows changed anywhere (any process, any path) raise a PostgreSQL notice on
 *   commit (migration 054), which the AuthChangeListener turns into `forgetUser`/`forgetCompany`.
 * - A sign-out forgets its token here at once and tells the other processes the same way.
 * - A change made by this process also holds its user out of the cache until that notice comes back,
 *   so the very next request after the answer is checked against the database even before it.
 * - The cache is used only while the listener is connected (`setListening`); a lost listener clears
 *   it, and every entry is re-checked after TTL_MS in any case.
 * - A verification that started before a change cannot store what it read (the generation check).
 */
export class VerifiedSessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly held = new Map<number, number>();
  private listening = false;
  /** A change to many users at once (a company deleted here) turns the cache off for HOLD_MS. */
  private heldAllUntil = 0;
  private generation = 0;

  /** The generation to hand back to `put`: a change seen in between makes that `put` a no-op. */
  begin(): number {
    return this.generation;
  }

  get(tokenId: string, userId: number, version: number, now = Date.now()): AuthUser | undefined {
    if (!this.listening || this.isHeld(userId, now)) return undefined;
    const entry = this.byToken.get(tokenId);
    if (!entry || entry.user.id !== userId || entry.version !== version) return undefined;
    if (now - entry.at > TTL_MS) {
      this.byToken.delete(tokenId);
      return undefined;
    }
    return entry.user;
  }

  put(generation: number, tokenId: string, user: AuthUser, version: number, now = Date.now()): void {
    if (!this.listening || generation !== this.generation || this.isHeld(user.id, now)) return;
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(tokenId, { user, version, at: now });
  }

  forgetToken(tokenId: string): void {
    this.generation++;
    this.byToken.delete(tokenId);
  }

  /** A change to the user was committed (its notice): forget it, and end a hold this process set. */
  forgetUser(userId: number): void {
    this.held.delete(userId);
    this.generation++;
    for (const [token, entry] of this.byToken) if (entry.user.id === userId) this.byToken.delete(token);
  }

  forgetCompany(companyId: number): void {
    this.generation++;
    for (const [token, entry] of this.byToken)
      if (entry.user.companyId === companyId) this.byToken.delete(token);
  }

  /** This process is changing the user: keep it out of the cache until its notice comes. */
  hold(userId: number, now = Date.now()): void {
    this.forgetUser(userId);
    this.held.set(userId, now + HOLD_MS);
  }

  /** This process is deleting a company: no session is cached until its notices have surely come. */
  holdAll(now = Date.now()): void {
    this.clear();
    this.heldAllUntil = now + HOLD_MS;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  clear(): void {
    this.generation++;
    this.byToken.clear();
  }

  private isHeld(userId: number, now: number): boolean {
    if (this.heldAllUntil > now) return true;
    const until = this.held.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.held.delete(userId);
    return false;
  }
}

/**
 * The process's one cache. A module value rather than a Nest provider because the inline users
 * projection (a plain object run inside the command's transaction) must reach it too.
 */
export const verifiedSessions = new VerifiedSessionCache();
