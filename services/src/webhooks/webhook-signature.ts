import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-VerifyDesk-Signature';

/** A new signing secret, shown to the admin once: `whsec_` and 32 random bytes (base64url). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, one v1 per live secret (two during a rotation). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  const signatures = secrets.map((secret) => `v1=${hmac(secret, timestamp, body)}`);
  return [`t=${timestamp}`, ...signatures].join(',');
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The receiver's check (the recipe in docs/integrations.md, also used by the tests): one of the v1
 * signatures matches and the timestamp is within `toleranceSeconds` of now (replays are refused).
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
