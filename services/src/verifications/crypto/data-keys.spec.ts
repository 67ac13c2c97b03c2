import { randomBytes } from 'node:crypto';
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
    expect(keys.blindIndex(1, 'ssn-index', '111223333')).not.toBe(keys.blindIndex(2, 'ssn-index', '111223333'));
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

  it('refuses a master key of the wrong size', () => {
    expect(() => new DataKeys(randomBytes(16))).toThrow('32 bytes');
  });
});
