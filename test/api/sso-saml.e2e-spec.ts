import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { AssertionOptions, SamlTestIdp } from '../support/saml-test-idp';
import { DEMO_USERS } from '../support/sign-in';
import { SsoAgent } from '../support/sso-agent';

/**
 * SP-initiated SAML 2.0 against a real IdP started by the test (its own key pair and certificate,
 * assertions signed with xml-crypto): the settings from the IdP's metadata (pasted, or fetched), the
 * SP metadata for the school's IdP admin, a sign-in, and each refusal: a tampered signature, a
 * replayed answer, an expired assertion, another audience. Each refusal is a security event and
 * signs no one in.
 */
// The test's identity provider runs on the loopback, which the product refuses unless allowed.
process.env.SSO_ALLOW_PRIVATE_IDP = '1';

describe('single sign-on with SAML 2.0 (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const idp = new SamlTestIdp();
  let adminToken: string;
  let companyId: number;

  const events = (stream: string) =>
    t.runtime.db.rows<{ type: string; data: any }>(
      SYSTEM,
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [stream],
    );
  const refusalReasons = async () =>
    (await events(`sso-sign-in-${companyId}`))
      .filter((e) => e.type === 'SsoSignInRefused')
      .map((e) => e.data.reason);

  /** Start on the product, answer at the IdP, post to the ACS, pick the session up. */
  async function signIn(options: AssertionOptions, language = 'en', agent = new SsoAgent(language)) {
    const start = await agent.request(`${t.baseUrl}/api/sso/start`, { json: { email: options.email } });
    expect(start.status).toBe(200);
    const redirect = ((await start.json()) as any).data.redirect_url as string;
    expect(redirect.startsWith(`${idp.url}/sso?SAMLRequest=`)).toBe(true);
    const request = idp.readRequest(redirect);
    const form = { SAMLResponse: idp.respond(request, options), RelayState: request.relayState };
    return { ...(await post(agent, request.acsUrl, form)), agent, request, form };
  }

  async function post(agent: SsoAgent, acsUrl: string, form: Record<string, string>) {
    const acs = await agent.request(acsUrl, { form });
    expect(acs.status).toBe(303);
    expect(acs.headers.get('location')).toBe('/auth/sso-return');
    const session = await agent.request(`${t.baseUrl}/api/sso/session`, { method: 'POST' });
    return { status: session.status, body: (await session.json()) as any };
  }

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    await idp.start();
    adminToken = await api.login(DEMO_USERS.admin, DEMO_PASSWORD);
    companyId = Number(
      (
        await t.runtime.db.rows<any>(SYSTEM, 'SELECT company_id FROM users WHERE email = $1', [
          DEMO_USERS.admin,
        ])
      )[0].company_id,
    );
  });
  afterAll(async () => {
    await idp.stop();
    await t?.stop();
  });

  it('reads the IdP metadata, pasted or fetched, and serves the SP metadata for the school', async () => {
    const settings = {
      enabled: true,
      email_domains: ['northfield.edu'],
      jit_enabled: false,
      group_attribute: 'groups',
      group_permissions: [],
    };
    const broken = await api.call('PUT', '/api/sso-settings/saml', {
      token: adminToken,
      body: { ...settings, idp_metadata_xml: '<md:EntityDescriptor entityID="x"/>' },
      headers: { 'accept-language': 'de' },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toContain('Die Metadaten des Identitätsanbieters sind nicht lesbar');
    const pasted = await api.call('PUT', '/api/sso-settings/saml', {
      token: adminToken,
      body: { ...settings, idp_metadata_xml: idp.metadata() },
    });
    expect(pasted.status).toBe(200);
    expect(pasted.body.data).toMatchObject({
      protocol: 'saml',
      idp_entity_id: idp.entityId,
      idp_sso_url: `${idp.url}/sso`,
      saml_acs_url: `${t.baseUrl}/api/sso/saml/acs/${companyId}`,
    });
    const fetched = await api.call('PUT', '/api/sso-settings/saml', {
      token: adminToken,
      body: { ...settings, idp_metadata_url: `${idp.url}/metadata` },
    });
    expect(fetched.status).toBe(200);
    expect(fetched.body.data.idp_metadata_url).toBe(`${idp.url}/metadata`);

    const metadata = await fetch(`${t.baseUrl}/api/sso/saml/metadata/${companyId}`);
    expect(metadata.status).toBe(200);
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${t.baseUrl}/api/sso/saml/metadata/${companyId}"`);
    expect(xml).toContain(`Location="${t.baseUrl}/api/sso/saml/acs/${companyId}"`);
    expect(xml).toMatch(/<(ds:)?X509Certificate>[A-Za-z0-9+/=\s]{200,}</);
    expect(xml).not.toContain('PRIVATE KEY');
  });

  it('signs a user in from a signed assertion', async () => {
    const { status, body } = await signIn({ email: DEMO_USERS.admissions });
    expect(status).toBe(200);
    const me = await api.call('GET', '/api/users/me', { token: body.data.access_token });
    expect(me.body.data.email).toBe(DEMO_USERS.admissions);
    expect((await events(`sso-sign-in-${companyId}`)).at(-1)).toMatchObject({
      type: 'SsoSignInSucceeded',
      data: { protocol: 'saml', created: false },
    });
  });

  it('refuses an assertion changed after it was signed', async () => {
    const { status, body } = await signIn({
      email: DEMO_USERS.viewer,
      tamper: (xml) => xml.split(DEMO_USERS.viewer).join(DEMO_USERS.admin),
    });
    expect(status).toBe(401);
    expect(body.message).toBe(
      "Your school's identity provider sent an answer whose signature is not valid. Nothing was signed in.",
    );
    expect((await refusalReasons()).at(-1)).toBe('signature');
  });

  it('accepts an answer once: the same answer posted again is refused', async () => {
    const agent = new SsoAgent();
    const start = await agent.request(`${t.baseUrl}/api/sso/start`, { json: { email: DEMO_USERS.finaid } });
    const request = idp.readRequest(((await start.json()) as any).data.redirect_url);
    const form = {
      SAMLResponse: idp.respond(request, { email: DEMO_USERS.finaid }),
      RelayState: request.relayState,
    };
    // Posted twice (a replay by whoever saw the answer): the first answer's session is not handed out.
    expect((await agent.request(request.acsUrl, { form })).status).toBe(303);
    const again = await post(agent, request.acsUrl, form);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This sign-in answer has already been used. Please start again.');
    expect((await refusalReasons()).at(-1)).toBe('replay');
  });

  it('refuses an assertion answering another request (replayed into a new sign-in)', async () => {
    const first = await signIn({ email: DEMO_USERS.finaid });
    expect(first.status).toBe(200);
    const agent = new SsoAgent('fr');
    const start = await agent.request(`${t.baseUrl}/api/sso/start`, { json: { email: DEMO_USERS.finaid } });
    const fresh = idp.readRequest(((await start.json()) as any).data.redirect_url);
    const replayed = await post(agent, fresh.acsUrl, { ...first.form, RelayState: fresh.relayState });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('Cette réponse de connexion a déjà été utilisée. Recommencez.');
  });

  it('refuses an expired assertion', async () => {
    const { status, body } = await signIn({ email: DEMO_USERS.finaid, validForMinutes: -10 }, 'nl');
    expect(status).toBe(401);
    expect(body.message).toBe('Dit inlogantwoord is verlopen. Begin opnieuw.');
    expect((await refusalReasons()).at(-1)).toBe('expired');
  });

  it('refuses an assertion meant for another service', async () => {
    const { status, body } = await signIn({ email: DEMO_USERS.finaid, audience: 'https://other.example/sp' });
    expect(status).toBe(401);
    expect(body.message).toBe('This sign-in answer was meant for another service. Nothing was signed in.');
    expect((await refusalReasons()).at(-1)).toBe('audience');
    expect(JSON.stringify(await events(`sso-sign-in-${companyId}`))).not.toContain('@');
  });
});
