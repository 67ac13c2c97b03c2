import { LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { ValidationError } from '../shared/domain/domain-error';

/**
 * SSRF guard: an endpoint may not reach the product's own network. Loopback, private, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and unspecified ranges are refused,
 * at registration and again at every delivery (on the address actually connected to, so a DNS answer
 * that changes after registration cannot point a delivery inside). WEBHOOKS_ALLOW_PRIVATE=1 lifts this
 * (and the HTTPS requirement) for tests and local development only.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

export const privateAllowed = () => process.env.WEBHOOKS_ALLOW_PRIVATE === '1';

/**
 * IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as its IPv4 address. (Node's BlockList would match
 * every IPv4 address against a ::ffff:0:0/96 rule, so that range is not listed but unwrapped here.)
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Checks a URL an admin registers; throws a 422 naming the field. */
export async function checkEndpointUrl(value: string): Promise<URL> {
  const refuse = (message: string) => new ValidationError([{ field: 'url', message }]);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('Enter a full URL, e.g. https://sis.example.edu/verifydesk');
  }
  if (url.username || url.password) throw refuse('The URL may not contain credentials');
  if (url.protocol !== 'https:' && !(privateAllowed() && url.protocol === 'http:'))
    throw refuse('The URL must use HTTPS');
  if (privateAllowed()) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        lookup(host, { all: true }, (error, found) => resolve(error ? [] : found.map((a) => a.address))),
      );
  if (!addresses.length) throw refuse('The host name does not resolve');
  if (addresses.some(isPrivateAddress)) throw refuse('The URL points to a private or internal address');
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
