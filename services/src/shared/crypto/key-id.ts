import { createHmac } from 'node:crypto';

/**
 * A short public name for a master key (8 hex characters of an HMAC of a fixed text under the key):
 * logs, the key file and the rotation table can say which key is meant without holding it.
 */
export function keyId(key: Buffer): string {
  return createHmac('sha256', key).update('verifydesk-key-id').digest('hex').slice(0, 8);
}
