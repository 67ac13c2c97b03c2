import { FastifyRequest } from 'fastify';

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

/** HTTPS, or plain HTTP on the loopback (a test's or a lab's provider on the same machine). */
export function isAcceptableIdpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
