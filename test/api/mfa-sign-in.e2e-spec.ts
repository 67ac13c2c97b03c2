import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { DEMO_USERS } from '../support/sign-in';
import { TotpApp } from '../support/totp-codes';

const FR = { 'accept-language': 'fr-FR,fr;q=0.9' };

/** Multi-factor sign-in over HTTP (issue 31): the second step, replay, throttle, recovery codes, policy, reset. */
describe('multi-factor sign-in', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let companyId: number;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    companyId = Number(
      (
        await t.runtime.db.rows<{ id: string }>(
          SYSTEM,
          "SELECT id FROM companies WHERE name LIKE 'Northfield%'",
        )
      )[0].id,
    );
  });
  afterAll(() => t.stop());

  const password = (email: string) =>
    api.call('POST', '/admin/login', { body: { email, password: DEMO_PASSWORD } });

  /** Enrols an authenticator app from the profile page; answers the app and the recovery codes. */
  async function enrolTotp(email: string) {
    const token = await api.login(email, DEMO_PASSWORD);
    const start = await api.call('POST', '/api/users/me/mfa/totp', { token });
    expect(start.status).toBe(200);
    expect(start.body.data.qr_code).toMatch(/^data:image\/png;base64,/);
    const app = new TotpApp(start.body.data.secret);
    const confirmed = await api.call('POST', '/api/users/me/mfa/totp/confirm', {
      token,
      body: { factor_id: start.body.data.factor_id, code: app.freshCode(), label: 'Work phone' },
    });
    expect(confirmed.status).toBe(200);
    return { app, codes: confirmed.body.data.recovery_codes as string[], token };
  }

  async function mfaEvents(userId: number) {
    return t.runtime.db.rows<{ type: string; data: any; metadata: any }>(
      SYSTEM,
      'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`mfa-${userId}`],
    );
  }

  it('asks an enrolled user for a code before any session exists, refuses a wrong or reused one in their language', async () => {
    const { app, codes } = await enrolTotp(DEMO_USERS.admissions);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const first = await password(DEMO_USERS.admissions);
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({
      challenge: expect.any(String),
      enrol: false,
      methods: ['totp', 'recovery'],
      expires_in: 300,
    });
    expect(JSON.stringify(first.body)).not.toContain('access_token');
    // The challenge is no session.
    expect((await api.call('GET', '/api/users/me', { token: first.body.data.challenge })).status).toBe(401);

    const wrong = await api.call('POST', '/admin/login/mfa/totp', {
      headers: FR,
      body: { challenge: first.body.data.challenge, code: '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(
      'Ce code est incorrect. Vérifiez votre application ou vos codes de récupération et réessayez.',
    );

    const code = app.freshCode();
    const passed = await api.call('POST', '/admin/login/mfa/totp', {
      body: { challenge: first.body.data.challenge, code },
    });
    expect(passed.status).toBe(200);
    expect(passed.body.data.email).toBe(DEMO_USERS.admissions);
    expect((await api.call('GET', '/api/users/me', { token: passed.body.data.access_token })).status).toBe(
      200,
    );
    // The challenge is spent with its success.
    const again = await api.call('POST', '/admin/login/mfa/totp', {
      body: { challenge: first.body.data.challenge, code: app.freshCode() },
    });
    expect(again.status).toBe(401);

    // The same code in a new sign-in: refused as reused, nothing granted.
    const second = await password(DEMO_USERS.admissions);
    const replay = await api.call('POST', '/admin/login/mfa/totp', {
      body: { challenge: second.body.data.challenge, code },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('That code was already used. Wait for the next code in your app.');

    const events = await mfaEvents(passed.body.data.id);
    expect(events.map((e) => [e.type, e.data.method ?? e.data.kind, e.data.reason])).toEqual([
      ['MfaFactorEnrolled', 'totp', undefined],
      ['MfaRecoveryCodesIssued', undefined, undefined],
      ['MfaStepFailed', 'totp', 'wrong'],
      ['MfaStepPassed', 'totp', undefined],
      ['MfaStepFailed', 'totp', 'replayed'],
    ]);
    expect(events[3].metadata).toMatchObject({
      actor: { id: passed.body.data.id, type: 'user' },
      ip: '127.0.0.1',
    });
    const stored = JSON.stringify(events);
    for (const secret of [app.secret, code, codes[0], first.body.data.challenge])
      expect(stored).not.toContain(secret);
  });

  it('throttles wrong codes per account: a new password sign-in buys no new guesses', async () => {
    const { app } = await enrolTotp(DEMO_USERS.finaid);
    const first = await password(DEMO_USERS.finaid);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await api.call('POST', '/admin/login/mfa/totp', {
            body: { challenge: first.body.data.challenge, code: String(100000 + i) },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const fresh = await password(DEMO_USERS.finaid);
    expect(fresh.status).toBe(202);
    const blocked = await api.call('POST', '/admin/login/mfa/totp', {
      body: { challenge: fresh.body.data.challenge, code: app.freshCode() },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const last = (await mfaEvents(await userId(DEMO_USERS.finaid))).at(-1);
    expect(last?.data).toEqual({ method: 'totp', reason: 'throttled' });
  });

  it('accepts each recovery code once', async () => {
    const { codes } = await enrolTotp(DEMO_USERS.viewer);
    const first = await password(DEMO_USERS.viewer);
    const used = await api.call('POST', '/admin/login/mfa/recovery', {
      body: { challenge: first.body.data.challenge, code: codes[3].toLowerCase() },
    });
    expect(used.status).toBe(200);
    const second = await password(DEMO_USERS.viewer);
    const reused = await api.call('POST', '/admin/login/mfa/recovery', {
      body: { challenge: second.body.data.challenge, code: codes[3] },
    });
    expect(reused.status).toBe(401);
    const me = await api.call('GET', '/api/users/me/mfa', { token: used.body.data.access_token });
    expect(me.body.data).toMatchObject({ required: false, policy: 'offered', recovery_codes_left: 9 });
    expect(me.body.data.factors).toEqual([
      expect.objectContaining({ kind: 'totp', label: 'Work phone', last_used_at: expect.any(String) }),
    ]);
  });

  it("lets the super admin require it per company; a user without a factor enrols inside the sign-in; the admin resets a user's factors", async () => {
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const set = await api.call('PUT', `/admin/companies/${companyId}/mfa-policy`, {
      token: superToken,
      body: { policy: 'required' },
    });
    expect(set.body.data).toEqual({ policy: 'required' });
    const badPolicy = await api.call('PUT', `/admin/companies/${companyId}/mfa-policy`, {
      token: superToken,
      headers: FR,
      body: { policy: 'sometimes' },
    });
    expect(badPolicy.status).toBe(422);
    expect(badPolicy.body.message).toBe('Choisissez obligatoire ou proposée.');

    // The company admin has no factor: the password alone opens an enrolment, no session.
    const signIn = await password(DEMO_USERS.admin);
    expect(signIn.status).toBe(202);
    expect(signIn.body.data).toMatchObject({ enrol: true, methods: [] });
    const challenge = signIn.body.data.challenge;
    expect(
      (await api.call('POST', '/admin/login/mfa/totp', { body: { challenge, code: '123456' } })).status,
    ).toBe(409);
    const start = await api.call('POST', '/admin/login/mfa/enrol/totp', { body: { challenge } });
    const app = new TotpApp(start.body.data.secret);
    const done = await api.call('POST', '/admin/login/mfa/enrol/totp/confirm', {
      body: { challenge, factor_id: start.body.data.factor_id, code: app.freshCode() },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.recovery_codes).toHaveLength(10);
    const adminToken = done.body.data.access_token;

    const overview = await api.call('GET', '/api/security/mfa', { token: adminToken });
    expect(overview.body.data.policy).toBe('required');
    const admissionsId = await userId(DEMO_USERS.admissions);
    expect(overview.body.data.staff.find((s: any) => s.id === admissionsId).factors).toEqual(['totp']);
    // The company admin cannot change the policy; that is the super admin's.
    expect(
      (
        await api.call('PUT', `/admin/companies/${companyId}/mfa-policy`, {
          token: adminToken,
          body: { policy: 'offered' },
        })
      ).status,
    ).toBe(403);

    // Required: the last factor stays.
    const me = await api.call('GET', '/api/users/me/mfa', { token: adminToken });
    const removeLast = await api.call('DELETE', `/api/users/me/mfa/factors/${me.body.data.factors[0].id}`, {
      token: adminToken,
    });
    expect(removeLast.status).toBe(409);

    const reset = await api.call('POST', `/api/security/mfa/users/${admissionsId}/reset`, {
      token: adminToken,
    });
    expect(reset.status).toBe(200);
    const after = await password(DEMO_USERS.admissions);
    expect(after.body.data).toMatchObject({ enrol: true });
    const history = await mfaEvents(admissionsId);
    expect(history.at(-1)).toMatchObject({
      type: 'MfaFactorsReset',
      data: { factors: 1 },
      metadata: { actor: { id: done.body.data.id, userType: 2 } },
    });
    // Another company's user answers like a missing one.
    expect(
      (await api.call('POST', '/api/security/mfa/users/999999/reset', { token: adminToken })).status,
    ).toBe(404);
  });

  it('gives a new company MFA_DEFAULT', async () => {
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const saved = process.env.MFA_DEFAULT;
    process.env.MFA_DEFAULT = 'required';
    try {
      const created = await api.call('POST', '/admin/companies', {
        token: superToken,
        body: { name: 'Eastgate College' },
      });
      const policy = await api.call('GET', `/admin/companies/${created.body.data.id}/mfa-policy`, {
        token: superToken,
      });
      expect(policy.body.data).toEqual({ policy: 'required' });
    } finally {
      process.env.MFA_DEFAULT = saved;
    }
  });

  async function userId(email: string): Promise<number> {
    return Number(
      (await t.runtime.db.rows<{ id: string }>(SYSTEM, 'SELECT id FROM users WHERE email = $1', [email]))[0]
        .id,
    );
  }
});
