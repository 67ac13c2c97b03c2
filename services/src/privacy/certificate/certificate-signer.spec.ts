import { randomBytes } from 'node:crypto';
import { CertificateSigner, canonicalBytes } from './certificate-signer';

/** Erasure certificates: signed with a key the key file determines, verified by anyone with the public key. */
describe('CertificateSigner', () => {
  const indexKey = randomBytes(32);
  const body = { erasureId: 'e-1', applicants: [{ uuid: 'u-1', keyIdDestroyed: 'k-1' }], reason: 'asked' };

  it('signs alike in every process started with the same key file, and differently with another', () => {
    const a = new CertificateSigner(indexKey);
    const b = new CertificateSigner(Buffer.from(indexKey));
    expect(b.keyFingerprint()).toBe(a.keyFingerprint());
    expect(b.verify(body, a.sign(body))).toBe(true);
    expect(new CertificateSigner(randomBytes(32)).verify(body, a.sign(body))).toBe(false);
  });

  it('refuses a changed certificate, whatever the order of its keys', () => {
    const signer = new CertificateSigner(indexKey);
    const signature = signer.sign(body);
    expect(signer.verify({ reason: 'asked', applicants: body.applicants, erasureId: 'e-1' }, signature)).toBe(
      true,
    );
    expect(signer.verify({ ...body, reason: 'something else' }, signature)).toBe(false);
    expect(canonicalBytes({ b: 1, a: { d: 2, c: 3 } }).toString()).toBe('{"a":{"c":3,"d":2},"b":1}');
  });
});
