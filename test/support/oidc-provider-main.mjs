// A real OpenID provider (oidc-provider, the certified implementation) for the single sign-on tests,
// run as its own Node process because the package is ES modules only. Its development login form
// accepts any login: the login typed is the account id and its e-mail. Settings come as JSON in
// OIDC_TEST_CONFIG: { port, clientId, clientSecret, redirectUri, groups: { email: [group] }, groupsFile? }:
// with groupsFile, the groups are read from that JSON file at each sign-in (a test moves someone between
// groups at the IdP).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import process from 'node:process';
import Provider from 'oidc-provider';

const config = JSON.parse(process.env.OIDC_TEST_CONFIG);
const server = createServer();
await new Promise((resolve) => server.listen(config.port ?? 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const groupsOf = (id) =>
  (config.groupsFile ? JSON.parse(readFileSync(config.groupsFile, 'utf8')) : config.groups)?.[id] ?? [];

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: config.clientId,
      client_secret: config.clientSecret,
      redirect_uris: [config.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'groups'],
  },
  // The ID token carries the scopes' claims (the product reads the ID token only).
  conformIdTokenClaims: false,
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: id,
          email_verified: true,
          given_name: 'Sam',
          family_name: 'Rivera',
          groups: groupsOf(id),
        };
      },
    };
  },
  // No consent screen: the school's own IdP would not ask for its own staff application either.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  cookies: { keys: ['verifydesk-test-provider-cookie-key'] },
  features: { devInteractions: { enabled: true } },
});
provider.on('server_error', (_ctx, error) => process.stderr.write(`[oidc-provider] ${error.stack}\n`));
server.on('request', provider.callback());
process.stdout.write(`listening ${issuer}\n`);
