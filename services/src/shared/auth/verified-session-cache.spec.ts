import type { AuthUser } from './auth-user';
import { VerifiedSessionCache } from './verified-session-cache';

const user = (id: number, companyId: number | null = 7): AuthUser => ({
  id,
  companyId,
  userType: 3,
  permissions: [1],
  name: `User ${id}`,
  email: `u${id}@example.edu`,
  mustChangePassword: false,
});

/** A cache that listens, holding token "t1" of user 1 (token version 4) verified at time 1000. */
function cacheWithToken(): VerifiedSessionCache {
  const cache = new VerifiedSessionCache();
  cache.setListening(true);
  cache.put(cache.begin(), 't1', user(1), 4, 1000);
  return cache;
}

describe('VerifiedSessionCache', () => {
  it('answers a token checked lately, for its own user and token version only', () => {
    const cache = cacheWithToken();
    expect(cache.get('t1', 1, 4, 2000)?.email).toBe('u1@example.edu');
    expect(cache.get('t1', 1, 5, 2000)).toBeUndefined(); // a password change moved the version
    expect(cache.get('t1', 2, 4, 2000)).toBeUndefined();
    expect(cache.get('t2', 1, 4, 2000)).toBeUndefined();
  });

  it('checks every token again after ten seconds, even with no notice', () => {
    const cache = cacheWithToken();
    expect(cache.get('t1', 1, 4, 11_000)).toBeDefined();
    expect(cache.get('t1', 1, 4, 11_001)).toBeUndefined();
  });

  it('forgets a signed-out token, a changed user and a changed company', () => {
    const signedOut = cacheWithToken();
    signedOut.forgetToken('t1');
    expect(signedOut.get('t1', 1, 4, 2000)).toBeUndefined();

    const changed = cacheWithToken();
    changed.forgetUser(1);
    expect(changed.get('t1', 1, 4, 2000)).toBeUndefined();

    const other = cacheWithToken();
    other.forgetUser(2);
    other.forgetCompany(8);
    expect(other.get('t1', 1, 4, 2000)).toBeDefined();
    other.forgetCompany(7);
    expect(other.get('t1', 1, 4, 2000)).toBeUndefined();
  });

  it('is off while change notices are not heard: nothing is kept or answered', () => {
    const cache = new VerifiedSessionCache();
    cache.put(cache.begin(), 't1', user(1), 4, 1000);
    cache.setListening(true);
    expect(cache.get('t1', 1, 4, 1000)).toBeUndefined();
    cache.put(cache.begin(), 't1', user(1), 4, 1000);
    cache.setListening(false);
    expect(cache.get('t1', 1, 4, 1000)).toBeUndefined();
  });

  it('does not keep what a check read before a change was heard', () => {
    const cache = new VerifiedSessionCache();
    cache.setListening(true);
    const generation = cache.begin(); // the check reads the user row…
    cache.forgetUser(1); // …a change notice arrives meanwhile…
    cache.put(generation, 't1', user(1), 4, 1000); // …so the row it read may be stale
    expect(cache.get('t1', 1, 4, 1000)).toBeUndefined();
  });

  it('keeps a user this process is changing out of the cache until the change is heard, five seconds at most', () => {
    const cache = cacheWithToken();
    cache.hold(1, 1000);
    cache.put(cache.begin(), 't1', user(1), 4, 1000);
    expect(cache.get('t1', 1, 4, 1000)).toBeUndefined();
    cache.forgetUser(1); // the commit's notice
    cache.put(cache.begin(), 't1', user(1), 4, 1001);
    expect(cache.get('t1', 1, 4, 1002)).toBeDefined();

    const rolledBack = cacheWithToken(); // no notice comes
    rolledBack.hold(1, 1000);
    rolledBack.put(rolledBack.begin(), 't1', user(1), 4, 5999);
    expect(rolledBack.get('t1', 1, 4, 5999)).toBeUndefined();
    rolledBack.put(rolledBack.begin(), 't1', user(1), 4, 6001);
    expect(rolledBack.get('t1', 1, 4, 6002)).toBeDefined();
  });

  it('keeps every session out for five seconds when this process deletes a company', () => {
    const cache = cacheWithToken();
    cache.holdAll(1000);
    cache.put(cache.begin(), 't2', user(2, 9), 1, 2000);
    expect(cache.get('t2', 2, 1, 2000)).toBeUndefined();
    cache.put(cache.begin(), 't2', user(2, 9), 1, 6001);
    expect(cache.get('t2', 2, 1, 6001)).toBeDefined();
  });
});
