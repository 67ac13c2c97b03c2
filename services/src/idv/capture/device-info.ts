import { BlockList, isIP } from 'node:net';
import { DeviceInfo } from '../idv.events';

// fast-geoip ships the GeoLite-derived tables inside the npm package and reads only the few small
// files a lookup needs (no download, no database in memory).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const geoip = require('fast-geoip') as {
  lookup(ip: string): Promise<{ country: string; region: string; city: string } | null>;
};

/** Addresses that say nothing about where a person is (the tables would still answer for some). */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** spec section 3 device_info: the IP the link was opened from and its offline GeoIP place. */
export async function deviceInfo(
  rawIp: string | undefined,
  userAgent: string | undefined,
): Promise<DeviceInfo> {
  const ip = rawIp?.startsWith('::ffff:') ? rawIp.slice(7) : (rawIp ?? null);
  const info: DeviceInfo = {
    ipAddress: ip,
    ipCity: null,
    ipRegion: null,
    ipCountry: null,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  const family = ip ? isIP(ip) : 0;
  if (!ip || !family || NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return info;
  const place = await geoip.lookup(ip).catch(() => null);
  if (!place) return info;
  return {
    ...info,
    ipCity: place.city || null,
    ipRegion: place.region || null,
    ipCountry: place.country || null,
  };
}
