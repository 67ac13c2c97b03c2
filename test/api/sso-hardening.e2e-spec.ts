import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { MAX_SSO_REQUESTS_PER_SOURCE } from '../../services/src/identity/sso/sso-start-throttle';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { oidcSignIn } from '../support/oidc-sign-in';
import { OidcTestProvider, startOidcProvider } from '../support/oidc-test-provider';
import { requestFrom } from '../support/request-from';
import { DEMO_USERS } from '../support/sign-in';

const SSO_REQUIRED_FR =
  'Votre établissement exige la connexion avec votre compte d’établissement : utilisez « Se connecter avec votre compte d’établissement ».';

// The test's OpenID provider runs on the loopback, which the product refuses unless allowed.
process.env.SSO_ALLOW_PRIVATE_IDP = '1';

/**
 * Issue 31, what single sign-on still gave away or let through: a JIT user's permissions follow the
 * IdP's groups at every sign-in; "SSO required" answers alike whether the password was right; the
 * discovery and start routes are throttled by source address. Against a real OpenID provider.
 */
describe('single sign-on: JIT permissions, the requirement, throttling (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let idp: OidcTestProvider;
  let adminToken: string;
  const groupsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'idp-groups-')), 'groups.json');
  const setGroups = (groups: Record<string, string[]>) =>
    fs.writeFileSync(groupsFile, JSON.stringify(groups));

  const events = (stream: string) =>
    t.runtime.db.rows<{ type: string; data: any }>(
      SYSTEM,
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [stream],
    );
  const userByEmail = async (email: string) =>
    (await t.runtime.db.rows<any>(SYSTEM, 'SELECT * FROM users WHERE lower(email) = $1', [email]))[0];

  beforeAll(async () => {
    setGroups({});
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    idp = await startOidcProvider(`${t.baseUrl}/api/sso/oidc/callback`, {}, groupsFile);
    adminToken = await api.login(DEMO_USERS.admin, DEMO_PASSWORD);
    const saved = await api.call('PUT', '/api/sso-settings/oidc', {
      token: adminToken,
      body: {
        enabled: true,
        issuer_url: idp.issuer,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        email_domains: ['northfield.edu'],
        jit_enabled: true,
        group_attribute: 'groups',
        group_permissions: [
          { group: 'vd-admissions', permissions: [1, 2] },
          { group: 'vd-finaid', permissions: [3, 5] },
        ],
      },
    });
    expect(saved.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await idp?.stop();
    await t?.stop();
    fs.rmSync(path.dirname(groupsFile), { recursive: true, force: true });
  });

  it("maps a JIT user's permissions from the IdP's groups at every sign-in, as events in the user's history", async () => {
    const email = 'jit.mover@northfield.edu';
    setGroups({ [email]: ['vd-admissions'], [DEMO_USERS.finaid]: ['vd-admissions'] });
    expect((await oidcSignIn(t.baseUrl, email)).status).toBe(200);
    const created = await userByEmail(email);
    expect(created.permissions).toEqual([1, 2]);

    setGroups({ [email]: ['vd-finaid'], [DEMO_USERS.finaid]: ['vd-admissions'] });
    expect((await oidcSignIn(t.baseUrl, email)).status).toBe(200);
    expect((await userByEmail(email)).permissions).toEqual([3, 5]);
    expect((await events(`user-${created.id}`)).at(-1)).toEqual({
      type: 'UserPermissionsChanged',
      data: { permissions: [3, 5], previous: [1, 2] },
    });

    // Out of every mapped group at the IdP: refused, and nothing changes here.
    setGroups({ [email]: ['staff'] });
    const refused = await oidcSignIn(t.baseUrl, email, 'fr');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain('aucun groupe');
    expect((await userByEmail(email)).permissions).toEqual([3, 5]);

    // A user disabled here stays refused whatever groups the IdP gives.
    setGroups({ [email]: ['vd-admissions'] });
    const disabled = await api.call('POST', `/api/team/${created.id}/disable`, { token: adminToken });
    expect(disabled.status).toBeLessThan(300);
    expect((await oidcSignIn(t.baseUrl, email)).status).toBe(401);
    expect((await userByEmail(email)).permissions).toEqual([3, 5]);

    // A user the company admin created keeps the permissions the admin gave.
    const finaid = await userByEmail(DEMO_USERS.finaid);
    setGroups({ [DEMO_USERS.finaid]: ['vd-admissions'] });
    expect((await oidcSignIn(t.baseUrl, DEMO_USERS.finaid)).status).toBe(200);
    expect((await userByEmail(DEMO_USERS.finaid)).permissions).toEqual(finaid.permissions);
  }, 120_000);

  it('lists the break-glass choices and refuses a group mapped twice, in the reader’s language', async () => {
    const candidates = await api.call('GET', '/api/sso-settings/break-glass-candidates', {
      token: adminToken,
    });
    expect(candidates.status).toBe(200);
    const admin = await userByEmail(DEMO_USERS.admin);
    expect(candidates.body.data).toContainEqual({
      id: Number(admin.id),
      name: admin.name,
      email: admin.email,
    });
    expect(candidates.body.data.every((c: any) => c.email !== DEMO_USERS.finaid)).toBe(true);
    const staff = await api.login(DEMO_USERS.admissions, DEMO_PASSWORD);
    expect((await api.call('GET', '/api/sso-settings/break-glass-candidates', { token: staff })).status).toBe(
      403,
    );

    const twice = await api.call('PUT', '/api/sso-settings/oidc', {
      token: adminToken,
      headers: { 'accept-language': 'fr' },
      body: {
        enabled: true,
        issuer_url: idp.issuer,
        client_id: idp.clientId,
        email_domains: ['northfield.edu'],
        jit_enabled: true,
        group_attribute: 'groups',
        group_permissions: [
          { group: 'vd-admissions', permissions: [1] },
          { group: ' vd-admissions ', permissions: [2] },
        ],
      },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([
      {
        field: 'group_permissions',
        message: 'Le groupe vd-admissions figure deux fois : n’en gardez qu’une ligne.',
      },
    ]);
    const kept = await api.call('GET', '/api/sso-settings', { token: adminToken });
    expect(kept.body.data.group_permissions).toHaveLength(2);
  });

  it('answers a password sign-in under "SSO required" alike, whether the password was right or not', async () => {
    const admin = await userByEmail(DEMO_USERS.admin);
    const required = await api.call('PUT', '/api/sso-settings/requirement', {
      token: adminToken,
      body: { require_sso: true, break_glass_user_id: Number(admin.id) },
    });
    expect(required.status).toBe(200);
    const attempt = (email: string, password: string) =>
      api.call('POST', '/admin/login', { body: { email, password }, headers: { 'accept-language': 'fr' } });
    const right = await attempt(DEMO_USERS.finaid, DEMO_PASSWORD);
    const wrong = await attempt(DEMO_USERS.finaid, 'Not!TheRightOne9');
    const nobody = await attempt('nobody.here@northfield.edu', 'Not!TheRightOne9');
    // The break-glass admin's wrong password is answered alike too: another answer would single out
    // the one account whose password still works.
    const breakGlassWrong = await attempt(DEMO_USERS.admin, 'Not!TheRightOne9');
    for (const answer of [right, wrong, nobody, breakGlassWrong])
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 401,
        body: { status: false, code: 'UNAUTHORIZED', message: SSO_REQUIRED_FR },
      });
    // The security events keep which it was (for the auditor), never the password.
    const finaid = await userByEmail(DEMO_USERS.finaid);
    const reasons = (await events(`sign-in-${finaid.id}`)).slice(-2).map((e) => e.data.reason);
    expect(reasons).toEqual(['sso-required', 'password']);
  });

  it("throttles discovery and starts by source address, in the reader's language", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_SSO_REQUESTS_PER_SOURCE; i++)
      statuses.push(
        (
          await requestFrom(t.baseUrl, '127.0.0.3', 'POST', '/api/sso/discover', {
            email: `p${i}@northfield.edu`,
          })
        ).status,
      );
    expect(new Set(statuses)).toEqual(new Set([200]));
    for (const route of ['/api/sso/discover', '/api/sso/start']) {
      const refused = await requestFrom(
        t.baseUrl,
        '127.0.0.3',
        'POST',
        route,
        { email: 'p@northfield.edu' },
        'fr',
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(refused.body.message).toMatch(
        /^Trop de tentatives de connexion avec un compte d’établissement depuis ce réseau/,
      );
    }
    // Another address is not held back.
    const other = await requestFrom(t.baseUrl, '127.0.0.4', 'POST', '/api/sso/discover', {
      email: 'p@northfield.edu',
    });
    expect(other).toMatchObject({ status: 200, body: { data: { sso: true } } });
    // Redis keeps no address.
    const keys = await t.runtime.redis.keys('*sso:start*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('127.0.0');
  });
});
