import { createCipheriv, createDecipheriv } from 'node:crypto';
import { freshRandomBytes } from './random-pool';
import type { Secrets } from './secrets';
import { TenantKeyDerivation } from './tenant-key-derivation';

/**
 * Per-tenant, per-purpose AES-256 keys (the 'tenant' family of tenant-key-derivation.ts) from the
 * master data key, kept outside the database: the key file under DATA_DIR or DATA_KEY, see
 * secrets.ts. Given several masters (current first, during a key rotation), `seal` uses the current
 * one and `open` whichever authenticates the bytes.
 */
export class TenantKeys {
  private readonly derivation: TenantKeyDerivation;

  constructor(master: Buffer | readonly Buffer[]) {
    this.derivation = new TenantKeyDerivation('tenant', Buffer.isBuffer(master) ? [master] : master);
  }

  key(companyId: number, purpose: string, generation = 0): Buffer {
    return this.derivation.key(companyId, purpose, generation);
  }

  /** How many masters are loaded (more than one while a rotation is due or running). */
  get generations(): number {
    return this.derivation.generations;
  }

  /** AES-256-GCM: iv(12) | ciphertext | tag(16). `context` is bound as associated data (a row's id). */
  seal(companyId: number, purpose: string, plain: Buffer, context: string): Buffer {
    const iv = freshRandomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(companyId, purpose), iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  }

  /** Throws when the bytes were changed, or sealed for another tenant, purpose or context, or under no loaded key. */
  open(companyId: number, purpose: string, sealed: Buffer, context: string): Buffer {
    for (let generation = 0; ; generation++) {
      try {
        return this.openWith(generation, companyId, purpose, sealed, context);
      } catch (error) {
        if (generation + 1 >= this.generations) throw error;
      }
    }
  }

  /** Which loaded master sealed the bytes (0 = current), or -1 when none does. */
  generationOf(companyId: number, purpose: string, sealed: Buffer, context: string): number {
    for (let generation = 0; generation < this.generations; generation++) {
      try {
        this.openWith(generation, companyId, purpose, sealed, context);
        return generation;
      } catch {
        // not this key
      }
    }
    return -1;
  }

  private openWith(
    generation: number,
    companyId: number,
    purpose: string,
    sealed: Buffer,
    context: string,
  ): Buffer {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.key(companyId, purpose, generation),
      sealed.subarray(0, 12),
    );
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  }
}

/** The tenant keys of this process, from its secrets (never from the database). */
export function tenantKeysFrom(secrets: Secrets): TenantKeys {
  return new TenantKeys(secrets.dataKeys);
}
