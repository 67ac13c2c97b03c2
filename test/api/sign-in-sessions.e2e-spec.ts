import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { sessionClock } from '../../services/src/shared/auth/session-clock';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { DEMO_USERS, signInRoles } from '../support/sign-in';

const MINUTE = 60_000;
const IDLE_EN = 'You were signed out after 5 minutes without activity. Please sign in again.';
const IDLE_FR = 'Vous avez été déconnecté après 5 minutes d’inactivité. Veuillez vous reconnecter.';

/**
 * Server-side sessions (issue 31, docs/security.md "Sessions"). Session time runs on the server's
 * session clock, which the tests move forward (sessionClock.shift) instead of waiting.
 */
describe('sign-in sessions over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    ({ admin } = await signInRoles(api, ['admin']));
  });
  afterEach(() => sessionClock.reset());
  afterAll(() => t.stop());

  const setPolicy = (idle: number, lifetime: number) =>
    api.call('PUT', '/api/security/session-policy', {
      token: admin,
      body: { idle_timeout_minutes: idle, absolute_lifetime_hours: lifetime },
    });
  const me = (token: string, headers: Record<string, string> = {}) =>
    api.call('GET', '/api/users/me', { token, headers });
  const signIn = (email: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36') =>
    api
      .call('POST', '/admin/login', {
        body: { email, password: DEMO_PASSWORD },
        headers: { 'user-agent': userAgent },
      })
      .then((r) => r.body.data.access_token as string);

  it('keeps the company admin’s session settings as events, and refuses bad values in the reader’s language', async () => {
    const defaults = await api.call('GET', '/api/security/session-policy', { token: admin });
    expect(defaults.body.data).toMatchObject({
      idle_timeout_minutes: 30,
      absolute_lifetime_hours: 12,
      changed_at: null,
    });
    const bad = await api.call('PUT', '/api/security/session-policy', {
      token: admin,
      headers: { 'accept-language': 'fr' },
      body: { idle_timeout_minutes: 2, absolute_lifetime_hours: 30 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'idle_timeout_minutes', message: 'Choisissez un nombre entier de minutes entre 5 et 480' },
      { field: 'absolute_lifetime_hours', message: 'Choisissez un nombre entier d’heures entre 1 et 24' },
    ]);
    expect((await setPolicy(20, 8)).body.data).toMatchObject({
      idle_timeout_minutes: 20,
      absolute_lifetime_hours: 8,
    });
    const [event] = await t.runtime.db.rows<{ data: any; metadata: any }>(
      SYSTEM,
      `SELECT data, metadata FROM events WHERE type = 'SessionPolicyChanged' ORDER BY global_position DESC LIMIT 1`,
    );
    expect(event.data).toMatchObject({
      idleTimeoutMinutes: 20,
      absoluteLifetimeHours: 8,
      previous: { idleTimeoutMinutes: 30, absoluteLifetimeHours: 12 },
    });
    expect(event.metadata.actor.name).toBeTruthy();
    // A staff user may not read or change them.
    const { viewer } = await signInRoles(api, ['viewer']);
    expect((await api.call('GET', '/api/security/session-policy', { token: viewer })).status).toBe(403);
  });

  it('refuses a request after the idle timeout with a clear message, in English and in French', async () => {
    await setPolicy(5, 12);
    const first = await signIn(DEMO_USERS.admissions);
    const second = await signIn(DEMO_USERS.admissions);
    sessionClock.shift(4 * MINUTE);
    expect((await me(first)).status).toBe(200); // activity: this session goes on
    sessionClock.shift(4 * MINUTE); // first: 4 minutes idle; second: 8
    expect((await me(first)).status).toBe(200);
    const refused = await me(second);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'SESSION_ENDED', message: IDLE_EN });
    const again = await me(second, { 'accept-language': 'fr' });
    expect([again.status, again.body.message]).toEqual([401, IDLE_FR]);
  });

  it('does not count background requests as activity', async () => {
    await setPolicy(5, 12);
    const token = await signIn(DEMO_USERS.admissions);
    const background = { 'x-session-activity': 'background' };
    // 5 minutes of idle time and a minute's grace (docs/security.md): 5.5 minutes in, still admitted.
    for (const minutes of [2, 2, 1.5]) {
      sessionClock.shift(minutes * MINUTE);
      expect((await me(token, background)).status).toBe(200);
    }
    const timers = await api.call('GET', '/api/sign-in-sessions/current', { token, headers: background });
    expect(timers.body.data.idle_seconds_left).toBe(0);
    sessionClock.shift(MINUTE);
    expect((await me(token, background)).status).toBe(401);
  });

  it('ends a session at its absolute lifetime, however active', async () => {
    await setPolicy(30, 2);
    const token = await signIn(DEMO_USERS.finaid);
    for (let i = 0; i < 5; i++) {
      sessionClock.shift(20 * MINUTE);
      expect((await api.call('POST', '/api/sign-in-sessions/current/activity', { token })).status).toBe(200);
    }
    sessionClock.shift(21 * MINUTE);
    const refused = await me(token);
    expect([refused.status, refused.body.message]).toEqual([
      401,
      'Your session reached its maximum length of 2 hours. Please sign in again.',
    ]);
  });

  it('lists one’s own sessions, ends one, and signs out everywhere', async () => {
    await setPolicy(30, 12);
    const laptop = await signIn(DEMO_USERS.finaid, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0');
    const phone = await signIn(DEMO_USERS.finaid);
    const listed = await api.call('GET', '/api/sign-in-sessions', { token: laptop });
    expect(listed.status).toBe(200);
    const sessions = listed.body.data as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    const own = sessions.find((s) => s.current)!;
    expect(own).toMatchObject({ method: 'password', browser: 'Firefox, Windows', ip_address: '127.0.0.1' });
    const other = sessions.find((s) => !s.current)!;
    expect(other.browser).toBe('Chrome, Linux');

    // Another user cannot end it: it answers like a missing session.
    const { admissions } = await signInRoles(api, ['admissions']);
    expect(
      (await api.call('DELETE', `/api/sign-in-sessions/${other.id}`, { token: admissions })).status,
    ).toBe(404);
    expect((await me(phone)).status).toBe(200);

    const ended = await api.call('DELETE', `/api/sign-in-sessions/${other.id}`, { token: laptop });
    expect([ended.status, ended.body.message]).toEqual([200, 'The session was ended']);
    expect((await me(phone)).status).toBe(401);
    expect((await api.call('GET', '/api/sign-in-sessions', { token: laptop })).body.data).toHaveLength(1);

    const tablet = await signIn(DEMO_USERS.finaid);
    const everywhere = await api.call('POST', '/api/sign-in-sessions/end-all', { token: laptop });
    expect(everywhere.body.data.ended).toBe(2);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(tablet)).status).toBe(401);
  });

  it('ends every other session when a password changes, is reset by an admin, or the user is disabled', async () => {
    const email = 'sessions.staff@northfield.edu';
    const created = await api.call('POST', '/api/team', {
      token: admin,
      body: { first_name: 'Sam', last_name: 'Sessions', email, password: DEMO_PASSWORD, permissions: [1] },
    });
    expect(created.status).toBe(201);
    const userId = created.body.data.id;
    // The forced change at first sign-in ends every session, the one that made it included.
    const first = await signIn(email);
    const second = await signIn(email);
    const PASSWORD = 'Another!Pass2026x';
    const forced = await api.call('POST', '/admin/new-password', {
      token: first,
      body: { password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(forced.status).toBe(200);
    expect([(await me(first)).status, (await me(second)).status]).toEqual([401, 401]);

    // Changing one's own password keeps the session that did it (a new token) and ends the others.
    const kept = await api.login(email, PASSWORD);
    const other = await api.login(email, PASSWORD);
    const changed = await api.call('PATCH', '/api/users/update-password', {
      token: kept,
      body: { currentPassword: PASSWORD, password: 'Third!Pass2026yz', confirmpassword: 'Third!Pass2026yz' },
    });
    expect(changed.status).toBe(200);
    const renewed = changed.body.data.access_token as string;
    expect((await me(other)).status).toBe(401);
    expect((await me(kept)).status).toBe(401);
    expect((await me(renewed)).status).toBe(200);
    const listed = await api.call('GET', '/api/sign-in-sessions', { token: renewed });
    expect(listed.body.data.map((s: any) => s.method)).toEqual(['password-change']);

    const reset = await api.call('POST', `/api/team/${userId}/reset-password`, {
      token: admin,
      body: { password: 'Reset!ByAdmin2026' },
    });
    expect(reset.status).toBe(200);
    expect((await me(renewed)).status).toBe(401);

    const afterReset = await api.login(email, 'Reset!ByAdmin2026');
    expect((await me(afterReset)).status).toBe(200);
    expect((await api.call('POST', `/api/team/${userId}/disable`, { token: admin })).status).toBe(200);
    expect((await me(afterReset)).status).toBe(401);
    const [open] = await t.runtime.db.rows<{ n: string }>(
      SYSTEM,
      'SELECT count(*) AS n FROM sign_in_sessions WHERE user_id = $1 AND ended_at IS NULL',
      [userId],
    );
    expect(Number(open.n)).toBe(0);
  });
});
