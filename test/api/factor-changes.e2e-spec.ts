import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { sessionClock } from '../../services/src/shared/auth/session-clock';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { DEMO_USERS } from '../support/sign-in';
import { TotpApp } from '../support/totp-codes';

const MINUTE = 60_000;
const FR = { 'accept-language': 'fr' };
const REAUTH_FR =
  'Pour votre sécurité, confirmez d’abord que c’est bien vous : saisissez votre mot de passe ou un code de votre application d’authentification. Cette confirmation est redemandée après 5 minutes.';

/**
 * Issue 31: changing one's own sign-in factors. Adding or removing one, or new recovery codes, need a
 * fresh authentication in the session (its sign-in, or the password or an authenticator code in the
 * last 5 minutes), refused in the reader's language otherwise; removing a factor or new codes end the
 * user's other sessions (a security event in the access log), the session that made the change going on.
 */
describe('changing one’s own sign-in factors (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let userId: number;
  let app: TotpApp;
  let codes: string[];
  let main: string;

  const me = (token: string) => api.call('GET', '/api/users/me', { token });
  const mfa = (token: string) => api.call('GET', '/api/users/me/mfa', { token });
  const events = async () =>
    (
      await t.runtime.db.rows<{ type: string; data: any }>(
        SYSTEM,
        'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
        [`mfa-${userId}`],
      )
    ).map((e) => e.type);
  /** Another session of the user: password, then one of the recovery codes. */
  async function otherSession(): Promise<string> {
    const first = await api.call('POST', '/admin/login', {
      body: { email: DEMO_USERS.finaid, password: DEMO_PASSWORD },
    });
    const done = await api.call('POST', '/admin/login/mfa/recovery', {
      body: { challenge: first.body.data.challenge, code: codes.pop() },
    });
    expect(done.status).toBe(200);
    return done.body.data.access_token;
  }

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
  });
  afterEach(() => sessionClock.reset());
  afterAll(() => t?.stop());

  it('lets a session just signed in add an authenticator app', async () => {
    main = await api.login(DEMO_USERS.finaid, DEMO_PASSWORD);
    userId = (await me(main)).body.data.id;
    const start = await api.call('POST', '/api/users/me/mfa/totp', { token: main });
    expect(start.status).toBe(200);
    app = new TotpApp(start.body.data.secret);
    const confirmed = await api.call('POST', '/api/users/me/mfa/totp/confirm', {
      token: main,
      body: { factor_id: start.body.data.factor_id, code: app.freshCode() },
    });
    expect(confirmed.status).toBe(200);
    codes = confirmed.body.data.recovery_codes;
  });

  it('refuses changes after the window until the password is confirmed, then ends the other sessions', async () => {
    const phone = await otherSession();
    const tablet = await otherSession();
    const before = await mfa(main);
    sessionClock.shift(6 * MINUTE);
    for (const [method, path] of [
      ['POST', '/api/users/me/mfa/recovery-codes'],
      ['POST', '/api/users/me/mfa/totp'],
      ['POST', '/api/users/me/mfa/passkey/options'],
      ['DELETE', `/api/users/me/mfa/factors/${before.body.data.factors[0].id}`],
    ] as const) {
      const refused = await api.call(method, path, { token: main, headers: FR });
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 403,
        body: { status: false, code: 'MFA.REAUTHENTICATION_REQUIRED', message: REAUTH_FR },
      });
    }
    // Nothing changed: the same factor and codes, every session still open.
    const after = (await mfa(main)).body.data;
    expect(after).toEqual({ ...before.body.data, fresh_seconds_left: 0 });
    for (const token of [phone, tablet]) expect((await me(token)).status).toBe(200);

    const wrong = await api.call('POST', '/api/users/me/mfa/reauthenticate', {
      token: main,
      headers: FR,
      body: { password: 'Not!MyPassword1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Ce mot de passe n’est pas correct.' }]);
    const neither = await api.call('POST', '/api/users/me/mfa/reauthenticate', { token: main, body: {} });
    expect(neither.status).toBe(422);
    const right = await api.call('POST', '/api/users/me/mfa/reauthenticate', {
      token: main,
      body: { password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(200);
    // The console asks first when the overview says no time is left; now it has the whole window.
    expect((await mfa(main)).body.data.fresh_seconds_left).toBeGreaterThan(290);

    const logBefore = await t.runtime.db.rows<any>(
      SYSTEM,
      'SELECT * FROM access_log ORDER BY company_id, seq',
    );
    const renewed = await api.call('POST', '/api/users/me/mfa/recovery-codes', { token: main });
    expect(renewed.status).toBe(200);
    codes = renewed.body.data.recovery_codes;
    expect((await me(main)).status).toBe(200);
    for (const token of [phone, tablet]) expect((await me(token)).status).toBe(401);
    const added = (
      await t.runtime.db.rows<any>(SYSTEM, 'SELECT * FROM access_log ORDER BY company_id, seq')
    ).slice(logBefore.length);
    expect(added).toEqual([
      expect.objectContaining({
        kind: 'session.ended',
        actor_id: String(userId),
        detail: { reason: 'factors-changed', user: String(userId), sessions: 2 },
      }),
    ]);
    expect((await events()).slice(-3)).toEqual([
      'MfaReauthenticationFailed',
      'MfaReauthenticated',
      'MfaRecoveryCodesIssued',
    ]);
  });

  it('accepts a current authenticator code as the proof, and removing the factor ends the other sessions', async () => {
    const laptop = await otherSession();
    // Past the window of the password confirmed in the test before.
    sessionClock.shift(12 * MINUTE);
    const factorId = (await mfa(main)).body.data.factors[0].id;
    expect((await api.call('DELETE', `/api/users/me/mfa/factors/${factorId}`, { token: main })).status).toBe(
      403,
    );
    const proven = await api.call('POST', '/api/users/me/mfa/reauthenticate', {
      token: main,
      body: { code: app.freshCode() },
    });
    expect(proven.status).toBe(200);
    // The same code again is no proof (each time step once).
    sessionClock.shift(6 * MINUTE);
    const replayed = await api.call('POST', '/api/users/me/mfa/reauthenticate', {
      token: main,
      headers: FR,
      body: { code: app.lastCode() },
    });
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors[0].field).toBe('code');
    sessionClock.shift(-6 * MINUTE);

    const removed = await api.call('DELETE', `/api/users/me/mfa/factors/${factorId}`, { token: main });
    expect(removed.status).toBe(200);
    expect((await mfa(main)).body.data.factors).toEqual([]);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(main)).status).toBe(200);
  });
});
