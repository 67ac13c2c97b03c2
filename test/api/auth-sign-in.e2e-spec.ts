import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, ensureSuperAdmin } from '../../services/src/bootstrap/seed';
import { DEFAULT_SUPERADMIN_PASSWORD } from '../../services/src/shared/config/app-config';
import { SYSTEM } from '../../services/src/shared/database/database';
import {
  SIGN_IN_SESSION_STORE,
  type SignInSessionStore,
} from '../../services/src/shared/auth/sign-in-session-store';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { requestFrom } from '../support/request-from';

const SAME_EN = 'The new password must differ from the current one';
const SAME_FR = 'Le nouveau mot de passe doit être différent de l’actuel';

/** POST /admin/login from another loopback address (the test app listens on 127.0.0.1, TRUST_PROXY off). */
function loginFrom(baseUrl: string, localAddress: string, email: string, password: string) {
  return requestFrom(baseUrl, localAddress, 'POST', '/admin/login', { email, password });
}

describe('sign-in defects of issue 31 over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
  });
  afterAll(() => t.stop());

  /** Asks for the forced change to `password` in English and in French: both refused the same way. */
  async function expectSameRefused(token: string, password: string) {
    for (const [language, message] of [
      ['en', SAME_EN],
      ['fr-FR,fr;q=0.9', SAME_FR],
    ]) {
      const refused = await api.call('POST', '/admin/new-password', {
        token,
        headers: { 'accept-language': language },
        body: { password, confirm_password: password },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ status: false, code: 'VALIDATION_FAILED', message });
      expect(refused.body.errors).toEqual([{ field: 'password', message }]);
    }
    // Nothing changed: the change is still pending.
    expect((await api.call('GET', '/api/users/me', { token })).body.data.has_to_change_password).toBe(true);
  }

  it("refuses the documented default as the super admin's forced new password, in the reader's language", async () => {
    await t.runtime.db.rows(SYSTEM, 'UPDATE users SET deleted_at = now() WHERE user_type = 1');
    await ensureSuperAdmin(t.app, 'first@verifydesk.local', DEFAULT_SUPERADMIN_PASSWORD);
    const token = await api.login('first@verifydesk.local', DEFAULT_SUPERADMIN_PASSWORD);
    await expectSameRefused(token, DEFAULT_SUPERADMIN_PASSWORD);
    expect((await api.call('GET', '/admin/companies', { token })).status).toBe(403);
    const set = await api.call('POST', '/admin/new-password', {
      token,
      body: { password: 'Chosen!Root2026', confirm_password: 'Chosen!Root2026' },
    });
    expect(set.status).toBe(200);
    expect(
      (
        await api.call('POST', '/admin/login', {
          body: { email: 'first@verifydesk.local', password: DEFAULT_SUPERADMIN_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const fresh = await api.login('first@verifydesk.local', 'Chosen!Root2026');
    expect((await api.call('GET', '/admin/companies', { token: fresh })).status).toBe(200);
  });

  it("refuses a staff member's temporary password (a company admin's reset) as the new one", async () => {
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const created = await api.call('POST', '/api/team', {
      token: admin,
      body: {
        first_name: 'Ines',
        last_name: 'Moreau',
        email: 'ines@northfield.edu',
        password: 'Welcome!Desk42',
        permissions: [1],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const reset = await api.call('POST', `/api/team/${id}/reset-password`, {
      token: admin,
      body: { password: 'Temporary!Desk43' },
    });
    expect(reset.status).toBe(200);
    const token = await api.login('ines@northfield.edu', 'Temporary!Desk43');
    await expectSameRefused(token, 'Temporary!Desk43');
    const set = await api.call('POST', '/admin/new-password', {
      token,
      body: { password: 'Chosen!Desk2026', confirm_password: 'Chosen!Desk2026' },
    });
    expect(set.status).toBe(200);
    expect(
      (
        await api.call('GET', '/api/users/me', {
          token: await api.login('ines@northfield.edu', 'Chosen!Desk2026'),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a token signed with the real key but without exp (or without jti) as an invalid token', async () => {
    const [row] = await t.runtime.db.rows<{ id: string; token_version: number }>(
      SYSTEM,
      'SELECT id, token_version FROM users WHERE email = $1',
      ['admin@northfield.edu'],
    );
    const jwt = new JwtService({ secret: t.runtime.jwtSecret, signOptions: { algorithm: 'HS256' } });
    const claims = { sub: String(row.id), ver: Number(row.token_version), jti: randomUUID() };
    // Every token is a server-side session: this one gets its row, as issuing writes it.
    await t.app
      .get<SignInSessionStore>(SIGN_IN_SESSION_STORE)
      .open(claims.jti, Number(row.id), claims.ver, {}, Date.now());
    const withExp = jwt.sign(claims, { expiresIn: 600 });
    // The same claims with an expiry pass: the key is the real one.
    expect((await api.call('GET', '/api/users/me', { token: withExp })).status).toBe(200);
    // The same session without an expiry is refused.
    const noExp = jwt.sign({ ...claims });
    expect(JSON.parse(Buffer.from(noExp.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    const noJti = jwt.sign({ sub: claims.sub, ver: claims.ver }, { expiresIn: 600 });
    for (const token of [noExp, noJti]) {
      const refused = await api.call('GET', '/api/users/me', { token });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
    }
  });

  it('throttles the guessing address without locking the owner out from their own, and records both as security events', async () => {
    const email = 'viewer@northfield.edu';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await loginFrom(t.baseUrl, '127.0.0.2', email, `Wrong!${i}guess`)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const blocked = await loginFrom(t.baseUrl, '127.0.0.2', email, 'Wrong!again1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    // Even the right password waits from the guessing address…
    expect((await loginFrom(t.baseUrl, '127.0.0.2', email, DEMO_PASSWORD)).status).toBe(429);
    // …while the owner, from their usual address, gets in at once.
    const owner = await api.call('POST', '/admin/login', { body: { email, password: DEMO_PASSWORD } });
    expect(owner.status).toBe(200);
    // The owner's success does not release the guessing address.
    expect((await loginFrom(t.baseUrl, '127.0.0.2', email, 'Wrong!later1')).status).toBe(429);

    const events = await t.runtime.db.rows<{ type: string; data: any; metadata: any }>(
      SYSTEM,
      'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`sign-in-${owner.body.data.id}`],
    );
    expect(events.map((e) => [e.type, e.metadata.ip])).toEqual([
      ['SignInFailed', '127.0.0.2'],
      ['SignInFailed', '127.0.0.2'],
      ['SignInFailed', '127.0.0.2'],
      ['SignInFailed', '127.0.0.2'],
      ['SignInSucceeded', '127.0.0.1'],
    ]);
    expect(events[0].data).toEqual({ reason: 'password' });
    expect(events[4].metadata.companyId).toBe(owner.body.data.company_id);
    const stored = JSON.stringify(events);
    for (const secret of [DEMO_PASSWORD, 'Wrong!', owner.body.data.access_token])
      expect(stored).not.toContain(secret);
  });
});
