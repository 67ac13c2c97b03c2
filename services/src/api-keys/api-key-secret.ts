import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * `vdk_<id>_<secret>`: the id (16 hex) finds the row, the secret (32 random bytes, base64url) proves
 * possession. Only SHA-256(secret) is stored. A slow password hash is not needed: with 256 bits of
 * entropy there is nothing to guess, and a fast hash keeps every authenticated request cheap.
 */
const KEY_FORMAT = /^vdk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface IssuedKey {
  keyId: string;
  secretHash: string;
  /** The whole key, shown to the admin once and never stored. */
  plaintext: string;
}

export function issueKey(): IssuedKey {
  const keyId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { keyId, secretHash: hashSecret(secret), plaintext: `vdk_${keyId}_${secret}` };
}

export function parseKey(value: string | undefined): { keyId: string; secret: string } | null {
  const match = KEY_FORMAT.exec(value?.trim() ?? '');
  return match ? { keyId: match[1], secret: match[2] } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The header forms a key may come in: `Authorization: Bearer vdk_…` or `X-Api-Key: vdk_…`. */
export function apiKeyFromHeaders(headers: Record<string, unknown>): string | null {
  const xApiKey = headers['x-api-key'];
  if (typeof xApiKey === 'string') return xApiKey;
  const bearer = /^Bearer\s+(vdk_\S+)$/i.exec(String(headers.authorization ?? ''))?.[1];
  return bearer ?? null;
}
