import * as oidc from 'openid-client';
import { SsoRefusalReason } from './sso.events';
import { IdpIdentity } from './sso-accounts';
import { isFetchableIdpUrl } from './sso-addresses';

/** What an OIDC sign-in needs of a company's settings (the secret opened from its seal). */
export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * A school's issuer on the machine itself (a test's provider, a lab) speaks plain HTTP; every other
 * issuer must be HTTPS (the settings refuse anything else before this is reached).
 */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const guardedFetch: oidc.CustomFetch = async (url, options) => {
  if (!(await isFetchableIdpUrl(url)))
    throw new Error('the provider address is not one this server may reach');
  return fetch(url, options as RequestInit);
};

/** Discovery of the issuer (its .well-known document), checked by openid-client. */
export async function discoverIssuer(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  return oidc.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    oidc.ClientSecretPost(settings.clientSecret),
    {
      timeout: 10,
      // Every request the server makes for this provider (discovery, token, keys) goes to an address it
      // may reach: a discovery document cannot point the token request inside the network either.
      [oidc.customFetch]: guardedFetch,
      ...(isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
}

/** The authorization request: code flow with PKCE (S256), a fresh state and nonce. */
export async function oidcAuthorization(settings: OidcClientSettings, redirectUri: string) {
  const config = await discoverIssuer(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type OidcResult = { ok: true; identity: IdpIdentity } | { ok: false; reason: SsoRefusalReason };

/**
 * The redirect back: openid-client checks the state, exchanges the code with the PKCE verifier, and
 * checks the ID token (issuer, audience, signature, expiry, nonce). The e-mail must be verified by the
 * IdP. A failure is sorted into the refusal reasons the security events and messages use.
 */
export async function oidcCallback(
  settings: OidcClientSettings,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
  groupClaim: string,
): Promise<OidcResult> {
  try {
    const config = await discoverIssuer(settings);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string' || claims.email_verified === false)
      return { ok: false, reason: 'unknown-user' };
    const groups = claims[groupClaim];
    return {
      ok: true,
      identity: {
        email: claims.email,
        groups: Array.isArray(groups) ? groups.map(String) : typeof groups === 'string' ? [groups] : [],
        firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
        lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
      },
    };
  } catch (error) {
    return { ok: false, reason: refusalOf(error) };
  }
}

/**
 * openid-client's errors name the check that failed in their message, or in their cause's
 * (oauth4webapi's, wrapped as "invalid response encountered").
 */
function refusalOf(error: unknown): SsoRefusalReason {
  const messages = (e: unknown): string =>
    e instanceof Error ? `${e.message} ${e.cause ? messages(e.cause) : ''}` : '';
  const message = messages(error);
  if (/"state"/.test(message)) return 'state';
  if (/nonce/.test(message)) return 'nonce';
  if (/"aud"|audience/.test(message)) return 'audience';
  if (/"exp"|expired|timestamp/.test(message)) return 'expired';
  if (/signature/i.test(message)) return 'signature';
  return 'protocol';
}
