import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { sessionClock } from '../../services/src/shared/auth/session-clock';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { DEMO_USERS, signInRoles } from '../support/sign-in';

const MINUTE = 60_000;

interface Line {
  kind: string;
  actor_type: string;
  actor_id: string;
  applicant_ids: string[];
  detail: Record<string, unknown>;
  ip: string | null;
}

/**
 * Issue 31: every way a staff member's sessions end (idle timeout, absolute lifetime, "sign out
 * everywhere", an admin's password reset) is one security event in the company's access log: who
 * ended them, whose, why and how many; never a token or a session id.
 */
describe('session endings in the access log (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let adminId: string;
  const tokens: string[] = [];

  const allLines = () => t.runtime.db.rows<Line>(SYSTEM, 'SELECT * FROM access_log ORDER BY company_id, seq');
  async function linesOf(act: () => Promise<unknown>): Promise<Line[]> {
    const before = (await allLines()).length;
    await act();
    return (await allLines()).slice(before);
  }
  const idOf = async (email: string) =>
    String(
      (await t.runtime.db.rows<{ id: string }>(SYSTEM, 'SELECT id FROM users WHERE email = $1', [email]))[0]
        .id,
    );
  const signIn = async (email: string) => {
    const r = await api.call('POST', '/admin/login', { body: { email, password: DEMO_PASSWORD } });
    tokens.push(r.body.data.access_token);
    return r.body.data.access_token as string;
  };
  const me = (token: string) => api.call('GET', '/api/users/me', { token });
  const setPolicy = (idle: number, lifetime: number) =>
    api.call('PUT', '/api/security/session-policy', {
      token: admin,
      body: { idle_timeout_minutes: idle, absolute_lifetime_hours: lifetime },
    });

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    ({ admin } = await signInRoles(api, ['admin']));
    adminId = await idOf(DEMO_USERS.admin);
    // Set once: a change reaches the cached sessions through a notification, not at once.
    expect((await setPolicy(30, 1)).status).toBe(200);
  });
  afterEach(() => sessionClock.reset());
  afterAll(() => t?.stop());

  it('records an idle timeout and an absolute lifetime reached, the user as actor', async () => {
    const admissions = await idOf(DEMO_USERS.admissions);
    const idle = await signIn(DEMO_USERS.admissions);
    sessionClock.shift(32 * MINUTE);
    const idleLines = await linesOf(async () => expect((await me(idle)).status).toBe(401));
    expect(idleLines).toEqual([
      expect.objectContaining({
        kind: 'session.ended',
        actor_type: 'user',
        actor_id: admissions,
        applicant_ids: [],
        detail: { reason: 'idle', user: admissions, sessions: 1 },
      }),
    ]);
    // Refused again: the session had already ended, so no second line.
    expect(await linesOf(() => me(idle))).toEqual([]);

    sessionClock.reset();
    const long = await signIn(DEMO_USERS.admissions);
    for (let i = 0; i < 2; i++) {
      sessionClock.shift(25 * MINUTE);
      expect((await api.call('POST', '/api/sign-in-sessions/current/activity', { token: long })).status).toBe(
        200,
      );
    }
    sessionClock.shift(11 * MINUTE);
    const expired = await linesOf(async () => expect((await me(long)).status).toBe(401));
    expect(expired).toEqual([
      expect.objectContaining({
        kind: 'session.ended',
        detail: { reason: 'expired', user: admissions, sessions: 1 },
      }),
    ]);
  });

  it('records "sign out everywhere" with the number of sessions and the caller’s address', async () => {
    const finaid = await idOf(DEMO_USERS.finaid);
    const laptop = await signIn(DEMO_USERS.finaid);
    await signIn(DEMO_USERS.finaid);
    const lines = await linesOf(async () =>
      expect((await api.call('POST', '/api/sign-in-sessions/end-all', { token: laptop })).status).toBe(200),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'session.ended',
        actor_id: finaid,
        detail: { reason: 'signed-out-everywhere', user: finaid, sessions: 2 },
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
  });

  it('records the revocation by an admin’s password reset, the admin as actor', async () => {
    const viewer = await idOf(DEMO_USERS.viewer);
    await signIn(DEMO_USERS.viewer);
    await signIn(DEMO_USERS.viewer);
    const lines = await linesOf(async () =>
      expect(
        (
          await api.call('POST', `/api/team/${viewer}/reset-password`, {
            token: admin,
            body: { password: 'Reset!ByAdmin2026' },
          })
        ).status,
      ).toBe(200),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'session.ended',
        actor_id: adminId,
        detail: { reason: 'password-changed', user: viewer, sessions: 2 },
      }),
    ]);
    // No secret in any line: no token, no session id, no password.
    const sessionIds = (
      await t.runtime.db.rows<{ id: string }>(SYSTEM, 'SELECT id FROM sign_in_sessions')
    ).map((r) => r.id);
    const stored = JSON.stringify(await allLines());
    for (const secret of [...tokens, ...sessionIds, DEMO_PASSWORD, 'Reset!ByAdmin2026'])
      expect(stored).not.toContain(secret);
  });
});
