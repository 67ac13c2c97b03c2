import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { OidcTestProvider, startOidcProvider } from '../support/oidc-test-provider';
import { otherTenantAdminToken } from '../support/other-tenant';
import { DEMO_USERS } from '../support/sign-in';
import { SsoAgent, formAction } from '../support/sso-agent';

const STATE_EN =
  'The sign-in with your school account could not be completed: it was not started in this browser, or it took too long. Please start again.';
const STATE_FR =
  'La connexion avec votre compte d’établissement n’a pas pu aboutir : elle n’a pas été commencée dans ce navigateur, ou elle a pris trop de temps. Recommencez.';

/**
 * Single sign-on with OpenID Connect against a real provider (oidc-provider on a loopback port): the
 * company admin's settings, the sign-in of an existing user and of a new one (JIT, permissions from
 * the IdP's groups), and each refusal: state or nonce changed, a disabled user, another company's
 * user, no group; every refusal a security event, nothing signed in, nothing created.
 */
// The test's OpenID provider runs on the loopback, which the product refuses unless allowed.
process.env.SSO_ALLOW_PRIVATE_IDP = '1';

describe('single sign-on with OpenID Connect (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let idp: OidcTestProvider;
  let adminToken: string;
  let companyId: number;

  const events = (stream: string) =>
    t.runtime.db.rows<{ type: string; data: any; metadata: any }>(
      SYSTEM,
      'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [stream],
    );
  const userByEmail = async (email: string) =>
    (await t.runtime.db.rows<any>(SYSTEM, 'SELECT * FROM users WHERE lower(email) = $1', [email]))[0];

  /**
   * The browser's way through: start on the product, sign in at the provider's form, come back to the
   * callback (its address given to `tamper` first), pick the session up. Answers the pick-up.
   */
  async function signIn(
    email: string,
    opts: {
      language?: string;
      tamperAuthorization?: (u: URL) => void;
      tamperCallback?: (u: URL) => void;
    } = {},
  ) {
    const agent = new SsoAgent(opts.language);
    const start = await agent.request(`${t.baseUrl}/api/sso/start`, { json: { email } });
    expect(start.status).toBe(200);
    const authorization = new URL(((await start.json()) as any).data.redirect_url);
    expect(authorization.origin).toBe(idp.issuer);
    // Nothing personal in the address the browser is sent to (only the protocol's own parameters).
    expect(authorization.href).not.toContain(email.split('@')[0]);
    opts.tamperAuthorization?.(authorization);
    const toLogin = await agent.follow(authorization.href);
    const login = await agent.request(formAction(await toLogin.response.text(), toLogin.url), {
      form: { prompt: 'login', login: email, password: 'any' },
    });
    const back = await agent.follow(new URL(login.headers.get('location')!, toLogin.url).href, (next) =>
      next.startsWith(`${t.baseUrl}/api/sso/oidc/callback`),
    );
    expect(back.stopped).toBe(true);
    const callback = new URL(back.url);
    expect([...callback.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);
    opts.tamperCallback?.(callback);
    const returned = await agent.request(callback.href);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe('/auth/sso-return');
    const session = await agent.request(`${t.baseUrl}/api/sso/session`, { method: 'POST' });
    return { status: session.status, body: (await session.json()) as any };
  }

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    idp = await startOidcProvider(`${t.baseUrl}/api/sso/oidc/callback`, {
      'new.person@northfield.edu': ['verifydesk-admissions', 'staff'],
    });
    adminToken = await api.login(DEMO_USERS.admin, DEMO_PASSWORD);
    companyId = (await userByEmail(DEMO_USERS.admin)).company_id;
  });
  afterAll(async () => {
    await idp?.stop();
    await t?.stop();
  });

  it('is set up by the company admin only: the issuer is checked, the secret sealed and never answered, the change an event', async () => {
    const staff = await api.login(DEMO_USERS.admissions, DEMO_PASSWORD);
    expect((await api.call('GET', '/api/sso-settings', { token: staff })).status).toBe(403);
    const settings = {
      enabled: true,
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      email_domains: ['Northfield.edu', 'lakeside.edu'],
      jit_enabled: true,
      group_attribute: 'groups',
      group_permissions: [{ group: 'verifydesk-admissions', permissions: [2, 1] }],
    };
    const wrongIssuer = await api.call('PUT', '/api/sso-settings/oidc', {
      token: adminToken,
      body: { ...settings, issuer_url: `${idp.issuer}/nowhere` },
      headers: { 'accept-language': 'fr' },
    });
    expect(wrongIssuer.status).toBe(422);
    expect(wrongIssuer.body.message).toBe(
      'L’émetteur n’a pas fourni son document de découverte OpenID Connect. Vérifiez l’adresse.',
    );
    const freeMail = await api.call('PUT', '/api/sso-settings/oidc', {
      token: adminToken,
      body: { ...settings, email_domains: ['gmail.com'] },
    });
    expect(freeMail.status).toBe(422);
    expect(await events(`sso-config-${companyId}`)).toEqual([]);

    const saved = await api.call('PUT', '/api/sso-settings/oidc', { token: adminToken, body: settings });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      protocol: 'oidc',
      client_secret_set: true,
      email_domains: ['lakeside.edu', 'northfield.edu'],
      group_permissions: [{ group: 'verifydesk-admissions', permissions: [1, 2] }],
      oidc_redirect_uri: `${t.baseUrl}/api/sso/oidc/callback`,
    });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const [row] = await t.runtime.db.rows<any>(SYSTEM, 'SELECT * FROM sso_settings WHERE company_id = $1', [
      companyId,
    ]);
    expect(row.client_secret_sealed.toString('latin1')).not.toContain(idp.clientSecret);
    const history = await events(`sso-config-${companyId}`);
    expect(history).toHaveLength(1);
    expect(history[0].type).toBe('SsoSettingsChanged');
    expect(history[0].metadata.actor).toMatchObject({ name: expect.any(String), type: 'user', userType: 2 });
    expect(history[0].data).toMatchObject({ issuerUrl: idp.issuer, clientSecretChanged: true });
    expect(JSON.stringify(history)).not.toContain(idp.clientSecret);

    // Saved again without the secret: the stored one stays and is checked against the issuer again.
    const { client_secret: _secret, ...withoutSecret } = settings;
    const again = await api.call('PUT', '/api/sso-settings/oidc', {
      token: adminToken,
      body: { ...withoutSecret, jit_enabled: true },
    });
    expect(again.status).toBe(200);
    expect(await events(`sso-config-${companyId}`)).toHaveLength(1);
  });

  it('tells the sign-in page which addresses sign in with the school, without saying who has an account', async () => {
    const ask = (email: string) => api.call('POST', '/api/sso/discover', { body: { email } });
    expect((await ask('someone-unknown@northfield.edu')).body.data).toEqual({ sso: true });
    expect((await ask('someone@gmail.com')).body.data).toEqual({ sso: false });
  });

  it('signs an existing user in with the same session as a password sign-in', async () => {
    const { status, body } = await signIn(DEMO_USERS.admissions);
    expect(status).toBe(200);
    const me = await api.call('GET', '/api/users/me', { token: body.data.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(DEMO_USERS.admissions);
    const user = await userByEmail(DEMO_USERS.admissions);
    const recorded = await events(`sso-sign-in-${companyId}`);
    expect(recorded.at(-1)).toMatchObject({
      type: 'SsoSignInSucceeded',
      data: { protocol: 'oidc', userId: Number(user.id), created: false },
    });
    expect(JSON.stringify(recorded)).not.toContain(DEMO_USERS.admissions);
  });

  it('creates a new user on the fly with the permissions its IdP groups map to', async () => {
    const { status, body } = await signIn('new.person@northfield.edu');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ user_type: 3, first_name: 'Sam', last_name: 'Rivera' });
    expect(body.data.permissions).toEqual([{ permission_id: 1 }, { permission_id: 2 }]);
    expect(Number((await userByEmail('new.person@northfield.edu')).company_id)).toBe(Number(companyId));
  });

  it('refuses a changed state and a changed nonce, in the reader’s language, and signs no one in', async () => {
    const before = (await events(`sso-sign-in-${companyId}`)).length;
    const state = await signIn(DEMO_USERS.finaid, {
      tamperCallback: (u) => u.searchParams.set('state', 'forged'),
    });
    expect(state).toMatchObject({ status: 401, body: { message: STATE_EN } });
    const nonce = await signIn(DEMO_USERS.finaid, {
      language: 'fr-FR,fr;q=0.9',
      tamperAuthorization: (u) => u.searchParams.set('nonce', 'forged-nonce'),
    });
    expect(nonce).toMatchObject({ status: 401, body: { message: STATE_FR } });
    const refused = (await events(`sso-sign-in-${companyId}`)).slice(before);
    expect(refused.map((e) => [e.type, e.data.reason])).toEqual([
      ['SsoSignInRefused', 'state'],
      ['SsoSignInRefused', 'nonce'],
    ]);
  });

  it('refuses a user disabled here, whatever the IdP says', async () => {
    const viewer = await userByEmail(DEMO_USERS.viewer);
    expect((await api.call('POST', `/api/team/${viewer.id}/disable`, { token: adminToken })).status).toBe(
      200,
    );
    const { status, body } = await signIn(DEMO_USERS.viewer, { language: 'fr' });
    expect(status).toBe(401);
    expect(body.message).toBe('Votre compte est désactivé. Adressez-vous à votre administrateur.');
    expect((await events(`sso-sign-in-${companyId}`)).at(-1)).toMatchObject({
      type: 'SsoSignInRefused',
      data: { reason: 'disabled', userId: Number(viewer.id) },
    });
  });

  it("never signs in another company's user, and creates no one in this company for that address", async () => {
    await otherTenantAdminToken(api);
    const { status, body } = await signIn('lee@lakeside.edu');
    expect(status).toBe(401);
    expect(body.message).toBe(
      'No account of this school matches your school account. Ask your company admin to add you.',
    );
    const lee = await userByEmail('lee@lakeside.edu');
    expect(Number(lee.company_id)).not.toBe(Number(companyId));
    expect((await events(`sso-sign-in-${companyId}`)).at(-1)?.data.reason).toBe('other-company');
  });

  it('creates no one whose IdP groups map to nothing', async () => {
    const { status } = await signIn('no.group@northfield.edu');
    expect(status).toBe(401);
    expect(await userByEmail('no.group@northfield.edu')).toBeUndefined();
  });

  it('gives the session only to the browser that began the sign-in', async () => {
    const stranger = new SsoAgent();
    const pickUp = await stranger.request(`${t.baseUrl}/api/sso/session`, { method: 'POST' });
    expect(pickUp.status).toBe(422);
    expect(((await pickUp.json()) as any).message).toBe(STATE_EN);
  });

  it('settles for no one an answer brought back to another browser than the one that began it (login CSRF)', async () => {
    const starter = new SsoAgent();
    const start = await starter.request(`${t.baseUrl}/api/sso/start`, {
      json: { email: DEMO_USERS.admissions },
    });
    const authorization = ((await start.json()) as any).data.redirect_url as string;
    // Another browser is made to follow the sign-in link and signs in at the IdP as itself.
    const other = new SsoAgent();
    const toLogin = await other.follow(authorization);
    const login = await other.request(formAction(await toLogin.response.text(), toLogin.url), {
      form: { prompt: 'login', login: DEMO_USERS.admissions, password: 'any' },
    });
    const back = await other.follow(new URL(login.headers.get('location')!, toLogin.url).href, (next) =>
      next.startsWith(`${t.baseUrl}/api/sso/oidc/callback`),
    );
    expect((await other.request(back.url)).status).toBe(303);
    for (const agent of [other, starter]) {
      const pickUp = await agent.request(`${t.baseUrl}/api/sso/session`, { method: 'POST' });
      expect(pickUp.status).toBe(422);
    }
  });

  it('when required, refuses password sign-in to staff but the break-glass company admin', async () => {
    const admin = await userByEmail(DEMO_USERS.admin);
    const noBreakGlass = await api.call('PUT', '/api/sso-settings/requirement', {
      token: adminToken,
      body: { require_sso: true },
    });
    expect(noBreakGlass.status).toBe(422);
    const required = await api.call('PUT', '/api/sso-settings/requirement', {
      token: adminToken,
      body: { require_sso: true, break_glass_user_id: Number(admin.id) },
    });
    expect(required.status).toBe(200);
    const refused = await api.call('POST', '/admin/login', {
      body: { email: DEMO_USERS.finaid, password: DEMO_PASSWORD },
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain(
      'Votre établissement exige la connexion avec votre compte d’établissement',
    );
    // The break-glass admin's password is let through, and never alone: a second factor is due (here,
    // with none enrolled, the enrolment), whatever the company's multi-factor policy.
    const breakGlass = await api.call('POST', '/admin/login', {
      body: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
    });
    expect(breakGlass.status).toBe(202);
    expect(breakGlass.body.data).toMatchObject({ challenge: expect.any(String), enrol: true });
    expect(breakGlass.body.data.access_token).toBeUndefined();
    expect((await events(`sso-config-${companyId}`)).at(-1)).toMatchObject({
      type: 'SsoRequirementChanged',
      data: { requireSso: true, breakGlassUserId: Number(admin.id) },
    });
    // Single sign-on itself still works for the staff.
    expect((await signIn(DEMO_USERS.finaid)).status).toBe(200);
  });
});
