import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DataKeys } from './data-keys';

/** How an SSN is kept: never in clear (DESIGN.md section 3). */
export interface ProtectedSsn {
  /** base64(iv | ciphertext | tag), AES-256-GCM with the tenant's ssn-cipher key. */
  cipher: string;
  /** HMAC blind index: "same SSN" lookups across the tenant's sessions. */
  index: string;
  last4: string;
}

export function protectSsn(keys: DataKeys, companyId: number, ssn: string): ProtectedSsn {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.key(companyId, 'ssn-cipher'), iv);
  const body = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
  return {
    cipher: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64'),
    index: keys.blindIndex(companyId, 'ssn-index', ssn),
    last4: ssn.slice(-4),
  };
}

export function revealSsn(keys: DataKeys, companyId: number, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keys.key(companyId, 'ssn-cipher'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}
