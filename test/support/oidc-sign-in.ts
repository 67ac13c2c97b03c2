import { SsoAgent, formAction } from './sso-agent';

/**
 * A browser's way through an OIDC sign-in, without a browser: start on the product, sign in at the
 * test provider's form (any login; the login is the e-mail), come back to the callback, pick the
 * session up. Answers the pick-up's status and body.
 */
export async function oidcSignIn(baseUrl: string, email: string, language = 'en') {
  const agent = new SsoAgent(language);
  const start = await agent.request(`${baseUrl}/api/sso/start`, { json: { email } });
  if (start.status !== 200) throw new Error(`sso start: ${start.status} ${await start.text()}`);
  const authorization = ((await start.json()) as { data: { redirect_url: string } }).data.redirect_url;
  const toLogin = await agent.follow(authorization);
  const login = await agent.request(formAction(await toLogin.response.text(), toLogin.url), {
    form: { prompt: 'login', login: email, password: 'any' },
  });
  const back = await agent.follow(new URL(login.headers.get('location')!, toLogin.url).href, (next) =>
    next.startsWith(`${baseUrl}/api/sso/oidc/callback`),
  );
  await agent.request(back.url);
  const session = await agent.request(`${baseUrl}/api/sso/session`, { method: 'POST' });
  return { status: session.status, body: (await session.json()) as any };
}
