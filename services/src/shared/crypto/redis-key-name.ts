import { createHmac } from 'node:crypto';

/**
 * The Redis key name for a phone number, an email address or an IP: a keyed HMAC (key from the
 * secrets, never in Redis or the database), so a copy of the Redis file cannot be reversed by hashing
 * every phone number. A plain SHA-256 of a phone number falls to brute force in a fraction of a second.
 */
export function redisKeyName(redisKey: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', redisKey).update(`${purpose}\0${value}`).digest('hex').slice(0, 32);
}
