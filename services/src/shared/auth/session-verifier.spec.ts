import { JwtService } from '@nestjs/jwt';
import type Redis from 'ioredis';
import type { Database } from '../database/database';
import { SignedInAccountsAdapter } from '../../identity/users/signed-in-accounts.adapter';
import { SessionVerifier } from './session-verifier';
import { verifiedSessions } from './verified-session-cache';

const USER_ROW = {
  id: 7,
  company_id: 3,
  user_type: 3,
  permissions: [1],
  name: 'Dana Reviewer',
  email: 'dana@example.edu',
  has_to_change_password: false,
};

/** A verifier (with identity's accounts) on a users table holding USER_ROW at token version 1, and an empty denylist. */
function verifier(secret = 'a-test-secret-of-enough-length-000') {
  const jwt = new JwtService({ secret, signOptions: { expiresIn: 60 } });
  const db = {
    oneRoundTrip: jest.fn(async (_scope: unknown, _sql: string, [id, version]: number[]) =>
      id === USER_ROW.id && version === 1 ? [USER_ROW] : [],
    ),
  } as unknown as Database;
  const redis = { exists: jest.fn(async () => 0) } as unknown as Redis;
  return { jwt, db, verifier: new SessionVerifier(jwt, db, new SignedInAccountsAdapter(db), redis) };
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
    const { jwt, verifier: v } = verifier();
    const noExp = new JwtService({ secret: 'a-test-secret-of-enough-length-000' }).sign({
      sub: String(USER_ROW.id),
      ver: 1,
      jti: 'a-token-id',
    });
    expect(JSON.parse(Buffer.from(noExp.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    expect(await v.verify(`Bearer ${noExp}`)).toBeNull();
    // Asked twice: a refused token is not remembered as checked either.
    expect(await v.verify(`Bearer ${noExp}`)).toBeNull();
    const noId = jwt.sign({ sub: String(USER_ROW.id), ver: 1 });
    expect(await v.verify(`Bearer ${noId}`)).toBeNull();
    const withBoth = jwt.sign({ sub: String(USER_ROW.id), ver: 1, jti: 'a-token-id' });
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
