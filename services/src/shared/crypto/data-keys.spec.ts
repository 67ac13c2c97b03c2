import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { DataKeys } from './data-keys';
import { protectSsn, revealSsn } from './ssn-protector';

describe('tenant data keys', () => {
  const keys = new DataKeys(randomBytes(32));

  it('derives a different key per tenant and per purpose', () => {
    const a = keys.key(1, 'ssn-cipher');
    expect(keys.key(1, 'ssn-cipher').equals(a)).toBe(true);
    expect(keys.key(2, 'ssn-cipher').equals(a)).toBe(false);
    expect(keys.key(1, 'ssn-index').equals(a)).toBe(false);
  });

  it('indexes the same SSN alike within a tenant only', () => {
    expect(keys.blindIndex(1, 'ssn-index', '111223333')).toBe(keys.blindIndex(1, 'ssn-index', '111223333'));
    expect(keys.blindIndex(1, 'ssn-index', '111223333')).not.toBe(
      keys.blindIndex(2, 'ssn-index', '111223333'),
    );
  });

  it('encrypts an SSN with a fresh nonce, keeps the last four, and reveals it for its tenant only', () => {
    const one = protectSsn(keys, 1, '111223333');
    const two = protectSsn(keys, 1, '111223333');
    expect(one.cipher).not.toBe(two.cipher);
    expect(one.cipher).not.toContain('111223333');
    expect(one.last4).toBe('3333');
    expect(one.index).toBe(two.index);
    expect(revealSsn(keys, 1, one.cipher)).toBe('111223333');
    expect(() => revealSsn(keys, 2, one.cipher)).toThrow();
  });

  it('computes blind indexes exactly as createHmac-SHA256 truncated to 128 bits', () => {
    const reference = (companyId: number, purpose: 'ssn-index' | 'identity-index', value: string) =>
      createHmac('sha256', keys.key(companyId, purpose)).update(value).digest('hex').slice(0, 32);
    const values = [
      '',
      '111223333',
      'email:student1@gmail.com|dob:1990-01-01',
      'ext:S-42',
      'José Ñandú 日本 😀',
      'lone \ud800 surrogate',
      'x'.repeat(1023),
      'é'.repeat(400),
      'y'.repeat(5000),
      '€'.repeat(2000),
    ];
    for (let i = 0; i < 500; i++) values.push(`email:student${i}@example.org|dob:19${i % 100}-01-01`);
    for (const value of values) {
      expect(keys.blindIndex(7, 'identity-index', value)).toBe(reference(7, 'identity-index', value));
      expect(keys.blindIndex(8, 'ssn-index', value)).toBe(reference(8, 'ssn-index', value));
    }
    // After growing for a long value, short values still agree.
    expect(keys.blindIndex(7, 'identity-index', 'short')).toBe(reference(7, 'identity-index', 'short'));
  });

  it('keeps the stored SSN format: base64(iv | ciphertext | tag), decryptable by the old code path', () => {
    const stored = protectSsn(keys, 3, '078051120');
    const raw = Buffer.from(stored.cipher, 'base64');
    expect(raw.length).toBe(12 + 9 + 16);
    // Re-encrypting with the same nonce through a plain createCipheriv gives the same bytes.
    const cipher = createCipheriv('aes-256-gcm', keys.key(3, 'ssn-cipher'), raw.subarray(0, 12));
    const again = Buffer.concat([
      raw.subarray(0, 12),
      cipher.update('078051120', 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    expect(again.toString('base64')).toBe(stored.cipher);
    expect(stored.index).toBe(keys.blindIndex(3, 'ssn-index', '078051120'));
  });

  it('never repeats a nonce across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      seen.add(
        Buffer.from(protectSsn(keys, 1, '111223333').cipher, 'base64')
          .subarray(0, 12)
          .toString('hex'),
      );
    }
    expect(seen.size).toBe(10_000);
  });

  it('uses a blind index the caller already computed', () => {
    const index = keys.blindIndex(1, 'ssn-index', '111223333');
    expect(protectSsn(keys, 1, '111223333', index).index).toBe(index);
  });

  it('refuses a master key of the wrong size', () => {
    expect(() => new DataKeys(randomBytes(16))).toThrow('32 bytes');
  });
});
