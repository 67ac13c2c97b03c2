import { LookupAddress, lookup } from 'node:dns';
import { ValidationError } from '../shared/domain/domain-error';
import { localized, type MessageKey } from '../shared/i18n';
import { isPrivateAddress, resolveHost } from '../shared/net/private-address';

export { isPrivateAddress };

/**
 * SSRF guard: an endpoint may not reach the product's own network. Only ordinary public unicast
 * addresses are allowed, as ipaddr.js classifies them (a maintained table of the IANA special
 * ranges: loopback, private, link-local with cloud metadata at 169.254.169.254, carrier-grade NAT,
 * unique-local, multicast, documentation, benchmarking…), at registration and again at every
 * delivery (on the address actually connected to, so a DNS answer that changes after registration
 * cannot point a delivery inside). An IPv6 address that carries an IPv4 one (mapped, translated,
 * NAT64, 6to4, Teredo) is judged by that IPv4 address too; the deprecated IPv4-compatible form and
 * local-use NAT64 are never allowed. WEBHOOKS_ALLOW_PRIVATE=1 lifts this (and the HTTPS requirement)
 * for tests and local development only.
 */
export const privateAllowed = () => process.env.WEBHOOKS_ALLOW_PRIVATE === '1';

/** Checks a URL an admin registers; throws a 422 naming the field. */
export async function checkEndpointUrl(value: string): Promise<URL> {
  const refuse = (message: MessageKey) =>
    new ValidationError([{ field: 'url', message: localized(message) }]);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('error.fullUrl');
  }
  if (url.username || url.password) throw refuse('error.urlCredentials');
  if (url.protocol !== 'https:' && !(privateAllowed() && url.protocol === 'http:'))
    throw refuse('error.urlHttps');
  if (privateAllowed()) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await resolveHost(host);
  if (!addresses.length) throw refuse('error.hostUnresolved');
  if (addresses.some(isPrivateAddress)) throw refuse('error.urlPrivate');
  return url;
}

/** A dns.lookup for http(s).request that refuses private addresses at connect time. */
export function guardedLookup(
  hostname: string,
  options: object,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const usable = privateAllowed() ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
    if (!usable.length) return callback(new Error('endpoint resolves to a private address'), []);
    if ((options as { all?: boolean }).all) return callback(null, usable);
    callback(null, usable[0].address, usable[0].family);
  });
}
