import { lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the product's own network, for every address a company admin can make the
 * server reach (webhook endpoints, an identity provider's discovery document or metadata): only
 * ordinary public unicast addresses are allowed, as ipaddr.js classifies them (a maintained table of
 * the IANA special ranges: loopback, private, link-local with cloud metadata at 169.254.169.254,
 * carrier-grade NAT, unique-local, multicast, documentation, benchmarking…). An IPv6 address that
 * carries an IPv4 one (mapped, translated, NAT64, 6to4, Teredo) is judged by that IPv4 address too.
 */
/** True unless the address is a public unicast one (text that is no address at all counts as private). */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'rfc6052' && v6.parts[2] !== 0) return true; // 64:ff9b:1::/48, local-use NAT64 (RFC 8215)
  if (isIpv4Compatible(v6)) return true;
  const embedded = embeddedIpv4(v6, range);
  if (embedded) return embedded.some((v4) => v4.range() !== 'unicast');
  return range !== 'unicast';
}

/** ::a.b.c.d (RFC 4291 2.5.5.1, deprecated): no host has one, and stacks may route it to the IPv4 address. */
function isIpv4Compatible(v6: ipaddr.IPv6): boolean {
  return v6.parts.slice(0, 6).every((part) => part === 0) && (v6.parts[6] !== 0 || v6.parts[7] > 1);
}

/** The IPv4 addresses an IPv6 address carries, by the form its range names; null for none. */
function embeddedIpv4(v6: ipaddr.IPv6, range: string): ipaddr.IPv4[] | null {
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  const [, p1, p2, p3, , , p6, p7] = v6.parts;
  switch (range) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // 64:ff9b::a.b.c.d
      return [v4(p6, p7)];
    case '6to4': // 2002:aabb:ccdd::/48
      return [v4(p1, p2)];
    case 'teredo': // 2001:0:server:…:client with the client's bits inverted
      return [v4(p2, p3), v4(p6 ^ 0xffff, p7 ^ 0xffff)];
    default:
      return null;
  }
}

/** Every address a host name resolves to (an address stays itself); empty when it does not resolve. */
export function resolveHost(host: string): Promise<string[]> {
  if (isIP(host)) return Promise.resolve([host]);
  return new Promise((resolve) =>
    lookup(host, { all: true }, (error, found) => resolve(error ? [] : found.map((a) => a.address))),
  );
}
