import { JwtService } from '@nestjs/jwt';
import type { Database } from '../database/database';
import { SignedInAccountsAdapter } from '../../identity/users/signed-in-accounts.adapter';
import { SessionVerifier } from './session-verifier';
import { verifiedSessions } from './verified-session-cache';
import type { SessionTimes, SignInSessionStore } from './sign-in-session-store';

const TOKEN_ID = '0b0f5d1e-3c2a-4e55-9a43-6f3f0c1d2e4a';

/** The session rows in memory, with the default limits (30 minutes idle, 12 hours in all). */
function memoryStore() {
  const rows = new Map<string, SessionTimes>();
  const touches: number[] = [];
  const store: SignInSessionStore = {
    async open(id, userId, tokenVersion, _origin, at) {
      rows.set(id, {
        userId,
        tokenVersion,
        createdAt: at,
        lastActiveAt: at,
        ended: false,
        endReason: null,
        idleTimeoutMs: 30 * 60_000,
        absoluteLifetimeMs: 12 * 3_600_000,
      });
    },
    async times(id) {
      const row = rows.get(id);
      return row ? { ...row } : null;
    },
    async touch(id, at) {
      touches.push(at);
      const row = rows.get(id);
      if (row && row.lastActiveAt < at) row.lastActiveAt = at;
    },
    async end(id, reason) {
      const row = rows.get(id);
      if (row && !row.ended) Object.assign(row, { ended: true, endReason: reason });
    },
  };
  return { rows, touches, store };
}

const USER_ROW = {
  id: 7,
  company_id: 3,
  user_type: 3,
  permissions: [1],
  name: 'Dana Reviewer',
  email: 'dana@example.edu',
  has_to_change_password: false,
};

/** A verifier (with identity's accounts) on a users table holding USER_ROW at token version 1, and sessions in memory. */
function verifier(secret = 'a-test-secret-of-enough-length-000', expiresIn = 60) {
  const jwt = new JwtService({ secret, signOptions: { expiresIn } });
  const db = {
    oneRoundTrip: jest.fn(async (_scope: unknown, _sql: string, [id, version]: number[]) =>
      id === USER_ROW.id && version === 1 ? [USER_ROW] : [],
    ),
  } as unknown as Database;
  const sessions = memoryStore();
  return {
    jwt,
    db,
    sessions,
    verifier: new SessionVerifier(jwt, new SignedInAccountsAdapter(db), sessions.store),
  };
}

describe('SessionVerifier', () => {
  beforeEach(() => verifiedSessions.setListening(false));
  afterEach(() => jest.useRealTimers());

  it('accepts its own token and refuses one signed with another secret', async () => {
    const ours = verifier();
    const token = ours.verifier.issue(USER_ROW.id, 1);
    expect((await ours.verifier.verify(`Bearer ${token}`))?.email).toBe('dana@example.edu');
    const forged = verifier('another-secret-of-enough-length-111').verifier.issue(USER_ROW.id, 1);
    expect(await ours.verifier.verify(`Bearer ${forged}`)).toBeNull();
  });

  it('refuses a token once it has expired, though it was accepted (and remembered) before', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { verifier: v } = verifier();
    const token = v.issue(USER_ROW.id, 1);
    expect(await v.verify(`Bearer ${token}`)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-26T10:00:59Z'));
    expect(await v.verify(`Bearer ${token}`)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await v.verify(`Bearer ${token}`)).toBeNull();
  });

  it('refuses a token signed with the real secret but without an expiry or without an id', async () => {
    const { jwt, verifier: v, sessions } = verifier();
    await sessions.store.open(TOKEN_ID, USER_ROW.id, 1, {}, Date.now());
    const noExp = new JwtService({ secret: 'a-test-secret-of-enough-length-000' }).sign({
      sub: String(USER_ROW.id),
      ver: 1,
      jti: TOKEN_ID,
    });
    expect(JSON.parse(Buffer.from(noExp.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    expect(await v.verify(`Bearer ${noExp}`)).toBeNull();
    // Asked twice: a refused token is not remembered as checked either.
    expect(await v.verify(`Bearer ${noExp}`)).toBeNull();
    const noId = jwt.sign({ sub: String(USER_ROW.id), ver: 1 });
    expect(await v.verify(`Bearer ${noId}`)).toBeNull();
    const withBoth = jwt.sign({ sub: String(USER_ROW.id), ver: 1, jti: TOKEN_ID });
    expect((await v.verify(`Bearer ${withBoth}`))?.email).toBe('dana@example.edu');
  });

  it('refuses a token whose user moved to a new token version (password changed)', async () => {
    const { verifier: v } = verifier();
    expect(await v.verify(`Bearer ${v.issue(USER_ROW.id, 0)}`)).toBeNull();
  });

  it('shares one check among requests that arrive together, and starts anew after a change', async () => {
    const { verifier: v, db } = verifier();
    const header = `Bearer ${v.issue(USER_ROW.id, 1)}`;
    const together = await Promise.all(Array.from({ length: 10 }, () => v.verify(header)));
    expect(together.every((u) => u?.email === 'dana@example.edu')).toBe(true);
    expect(db.oneRoundTrip as jest.Mock).toHaveBeenCalledTimes(1);
    // Not kept once answered (the cache is off here): the next request checks again.
    await v.verify(header);
    expect(db.oneRoundTrip as jest.Mock).toHaveBeenCalledTimes(2);
    // A change noticed while a check is in flight: requests after it do not join that check.
    const first = v.verify(header);
    verifiedSessions.forgetUser(USER_ROW.id);
    const second = v.verify(header);
    await Promise.all([first, second]);
    expect(db.oneRoundTrip as jest.Mock).toHaveBeenCalledTimes(4);
  });
});

describe('SessionVerifier: server-side sessions', () => {
  beforeEach(() => verifiedSessions.setListening(true));
  afterEach(() => {
    verifiedSessions.setListening(false);
    jest.useRealTimers();
  });

  const at = (iso: string) => jest.setSystemTime(new Date(iso));

  it('refuses a session idle past the timeout with a message that says so, and ends it', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { verifier: v, sessions } = verifier(undefined, 13 * 3600);
    const header = `Bearer ${v.issue(USER_ROW.id, 1)}`;
    expect(await v.verify(header)).not.toBeNull();
    at('2026-11-26T10:29:00Z');
    expect((await v.verify(header))?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    at('2026-11-26T11:00:30Z'); // 31.5 minutes after the last activity: past 30 minutes and the minute of grace
    await expect(v.verify(header)).rejects.toMatchObject({
      httpStatus: 401,
      text: { key: 'session.idleRefused', params: { minutes: 30 } },
    });
    expect([...sessions.rows.values()][0]).toMatchObject({ ended: true, endReason: 'idle' });
    expect(await v.verify(header).catch((e) => e.text.key)).toBe('session.idleRefused');
  });

  it('does not count background requests as activity', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { verifier: v } = verifier(undefined, 13 * 3600);
    const header = `Bearer ${v.issue(USER_ROW.id, 1)}`;
    for (const minute of [10, 20, 30]) {
      at(`2026-11-26T10:${minute}:00Z`);
      expect(await v.verify(header, { background: true })).not.toBeNull();
    }
    at('2026-11-26T10:31:30Z');
    await expect(v.verify(header, { background: true })).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('writes activity at most once a minute per session', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { verifier: v, sessions } = verifier(undefined, 13 * 3600);
    const header = `Bearer ${v.issue(USER_ROW.id, 1)}`;
    for (let second = 0; second < 150; second += 5) {
      jest.setSystemTime(new Date('2026-11-26T10:00:00Z').getTime() + second * 1000);
      await v.verify(header);
    }
    expect(sessions.touches).toHaveLength(2);
  });

  it('refuses a session past its absolute lifetime, however active', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    const { verifier: v } = verifier(undefined, 13 * 3600);
    const header = `Bearer ${v.issue(USER_ROW.id, 1)}`;
    const start = Date.now();
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      jest.setSystemTime(start + minutes * 60_000);
      await v.recordActivity((await v.verify(header))!.sessionId!);
    }
    at('2026-11-26T20:00:00Z');
    await expect(v.verify(header)).rejects.toMatchObject({
      text: { key: 'session.expiredRefused', params: { hours: 12 } },
    });
  });

  it('refuses a signed-out session and one that has no row', async () => {
    const { verifier: v, jwt } = verifier(undefined, 13 * 3600);
    const header = `Bearer ${v.issue(USER_ROW.id, 1)}`;
    expect(await v.verify(header)).not.toBeNull();
    await v.revoke(header);
    expect(await v.verify(header)).toBeNull();
    const rowless = jwt.sign({ sub: String(USER_ROW.id), ver: 1, jti: TOKEN_ID });
    expect(await v.verify(`Bearer ${rowless}`)).toBeNull();
  });
});
