import { FastifyRequest } from 'fastify';
import { isPrivateAddress, resolveHost } from '../../shared/net/private-address';

/**
 * The product's public origin, for the addresses the IdP is told about (redirect URI, ACS, entity
 * id): PUBLIC_URL when set (behind a proxy, the address the school registers), else the request's
 * own origin (Fastify's protocol and host, which TRUST_PROXY governs).
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '');
  return configured || `${request.protocol}://${request.host}`;
}

export const oidcRedirectUri = (origin: string) => `${origin}/api/sso/oidc/callback`;
export const samlAcsUrl = (origin: string, companyId: number) => `${origin}/api/sso/saml/acs/${companyId}`;
/** The SP's entity id is its metadata address, as most IdPs expect. */
export const samlEntityId = (origin: string, companyId: number) =>
  `${origin}/api/sso/saml/metadata/${companyId}`;
/** Where the console finishes a sign-in that came back from the IdP. */
export const CONSOLE_SSO_RETURN = '/auth/sso-return';

/**
 * SSO_ALLOW_PRIVATE_IDP=1: the identity provider may be on the product's own network (a campus IdP
 * beside a self-hosted VerifyDesk, a test's provider on the loopback). Off by default: a company admin
 * must not be able to make the server fetch from inside its network (SSRF).
 */
export const privateIdpAllowed = () => process.env.SSO_ALLOW_PRIVATE_IDP === '1';

/** HTTPS, or plain HTTP on the loopback when private providers are allowed; never credentials in it. */
export function isAcceptableIdpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return (
      privateIdpAllowed() &&
      url.protocol === 'http:' &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * Whether the server may fetch from this provider address now (discovery, metadata): acceptable, and
 * its host resolving to public addresses only unless private providers are allowed. Checked before
 * every fetch, so a DNS answer changed after the settings were saved cannot point inside.
 */
export async function isFetchableIdpUrl(value: string): Promise<boolean> {
  if (!isAcceptableIdpUrl(value)) return false;
  if (privateIdpAllowed()) return true;
  const addresses = await resolveHost(new URL(value).hostname.replace(/^\[|\]$/g, ''));
  return addresses.length > 0 && !addresses.some(isPrivateAddress);
}
