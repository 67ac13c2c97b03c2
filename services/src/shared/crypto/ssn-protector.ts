import { createCipheriv, createDecipheriv, type KeyObject } from 'node:crypto';
import { freshRandomBytes } from './random-pool';
import { DataKeys } from './data-keys';

/** How an SSN is kept: never in clear (DESIGN.md section 3). */
export interface ProtectedSsn {
  /** base64(iv | ciphertext | tag), AES-256-GCM with the tenant's ssn-cipher key. */
  cipher: string;
  /** HMAC blind index: "same SSN" lookups across the tenant's sessions. */
  index: string;
  last4: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Encrypts one SSN and computes its blind index. A caller that already has the index (the import
 * computes it per row before its lookups) passes it as `index` so the HMAC is not computed twice.
 */
export function protectSsn(
  keys: DataKeys,
  companyId: number,
  ssn: string,
  index: string = keys.blindIndex(companyId, 'ssn-index', ssn),
): ProtectedSsn {
  const iv = freshRandomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.secretKey(companyId, 'ssn-cipher'), iv);
  const body = cipher.update(ssn, 'utf8');
  const final = cipher.final(); // empty for GCM, kept for form
  const out = Buffer.allocUnsafe(IV_BYTES + body.length + final.length + TAG_BYTES);
  iv.copy(out, 0);
  body.copy(out, IV_BYTES);
  final.copy(out, IV_BYTES + body.length);
  cipher.getAuthTag().copy(out, IV_BYTES + body.length + final.length);
  return { cipher: out.toString('base64'), index, last4: ssn.slice(-4) };
}

/**
 * Decrypts a stored SSN. It tries the current key first, then older ones (GCM's tag tells the right
 * key): data sealed before a key rotation stays readable until the rotation has re-encrypted it.
 */
export function revealSsn(keys: DataKeys, companyId: number, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  for (let generation = 0; ; generation++) {
    try {
      return openSsn(raw, keys.secretKey(companyId, 'ssn-cipher', generation));
    } catch (error) {
      if (generation + 1 >= keys.generations) throw error;
    }
  }
}

/** Which loaded key sealed the SSN (0 = current), or -1 when none does. */
export function ssnKeyGeneration(keys: DataKeys, companyId: number, stored: string): number {
  const raw = Buffer.from(stored, 'base64');
  for (let generation = 0; generation < keys.generations; generation++) {
    try {
      openSsn(raw, keys.secretKey(companyId, 'ssn-cipher', generation));
      return generation;
    } catch {
      // not this key
    }
  }
  return -1;
}

function openSsn(raw: Buffer, key: KeyObject): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
