import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/** The PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Signs erasure certificates with Ed25519 (docs/privacy.md, "Erasure certificate"). The key is
 * derived from the key file's index key (which never rotates), so every process signs alike and
 * nothing more is kept; the public key is published (GET /api/erasure-certificates/public-key) so a
 * school verifies a certificate without any secret of ours.
 */
export class CertificateSigner {
  private readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;

  constructor(indexKey: Buffer) {
    const seed = Buffer.from(
      hkdfSync('sha256', indexKey, Buffer.from('verifydesk-erasure-certificates'), 'ed25519-signing-key', 32),
    );
    this.privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
  }

  /** The public key as PEM (SubjectPublicKeyInfo), for `openssl pkeyutl -verify`. */
  publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  /** SHA-256 of the public key's DER form, named in every certificate. */
  keyFingerprint(): string {
    return createHash('sha256')
      .update(this.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex');
  }

  /** The signature (base64) of the certificate's canonical bytes. */
  sign(body: object): string {
    return sign(null, canonicalBytes(body), this.privateKey).toString('base64');
  }

  verify(body: object, signature: string): boolean {
    return verify(null, canonicalBytes(body), this.publicKey, Buffer.from(signature, 'base64'));
  }
}

/**
 * The bytes signed: JSON with object keys sorted at every depth and no spaces, so the school's
 * verifier can rebuild them from the downloaded JSON (docs/privacy.md shows the commands).
 */
export function canonicalBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(sortKeys(value)));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}
