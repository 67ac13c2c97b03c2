import { createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import type { Secrets } from './secrets';

/** What a tenant key is for: a key never serves two purposes. */
export type KeyPurpose = 'import-file' | 'ssn-cipher' | 'ssn-index' | 'identity-index';

/**
 * The key material a DataKeys is built from; plain data, so the import's reader thread gets a copy.
 * `data` are master keys of data at rest, current first (the others are only read, until a rotation
 * has moved their data); `index` is the master of the blind indexes, kept apart so that rotating the
 * data key leaves every lookup working; `legacyIndex` holds per-tenant index keys from before the
 * key file (Secrets).
 */
export interface DataKeyMaterial {
  data: Uint8Array[];
  index: Uint8Array;
  legacyIndex?: Record<string, { ssn: string; identity: string }>;
}

const ENCRYPTION: ReadonlySet<KeyPurpose> = new Set(['import-file', 'ssn-cipher']);

/**
 * Per-tenant data keys derived with HKDF-SHA256 from master keys kept outside the database (the key
 * file under DATA_DIR or DATA_KEY / INDEX_KEY: shared/crypto/secrets.ts). Deriving, not storing,
 * tenant keys means nothing else to back up, and a leaked tenant key exposes that tenant only.
 * Encryption keys come from the current data master (older masters only decrypt); blind-index keys
 * from the index master. `new DataKeys(master)` uses one master for both, as before the key file.
 */
export class DataKeys {
  private readonly cache = new Map<string, Buffer>();
  private readonly secretKeys = new Map<string, KeyObject>();
  private readonly data: Buffer[];
  private readonly index: Buffer;
  private readonly legacyIndex: Record<string, { ssn: string; identity: string }>;

  constructor(material: Buffer | DataKeyMaterial) {
    const m: DataKeyMaterial = Buffer.isBuffer(material) ? { data: [material], index: material } : material;
    this.data = m.data.map((k) => Buffer.from(k));
    this.index = Buffer.from(m.index);
    this.legacyIndex = m.legacyIndex ?? {};
    if (!this.data.length || [...this.data, this.index].some((k) => k.length !== 32))
      throw new Error('DATA_KEY must be 32 bytes, base64 encoded');
  }

  /** The current key for a purpose (encryption keys from the current data master). */
  key(companyId: number, purpose: KeyPurpose): Buffer {
    return this.derived(companyId, purpose, 0);
  }

  /** Every key that may have sealed this tenant's data for a purpose, current first (decryption). */
  keys(companyId: number, purpose: 'import-file' | 'ssn-cipher'): Buffer[] {
    return this.data.map((_, i) => this.derived(companyId, purpose, i));
  }

  /** How many data masters are loaded (more than one while a rotation is due or running). */
  get generations(): number {
    return this.data.length;
  }

  private derived(companyId: number, purpose: KeyPurpose, generation: number): Buffer {
    const id = `${companyId}:${purpose}:${generation}`;
    let key = this.cache.get(id);
    if (!key) {
      if (!ENCRYPTION.has(purpose)) {
        const legacy = this.legacyIndex[String(companyId)];
        key = legacy
          ? Buffer.from(purpose === 'ssn-index' ? legacy.ssn : legacy.identity, 'base64')
          : undefined;
      }
      key ??= Buffer.from(
        hkdfSync(
          'sha256',
          ENCRYPTION.has(purpose) ? this.data[generation] : this.index,
          Buffer.from('verifydesk-data-keys'),
          `${companyId}:${purpose}`,
          32,
        ),
      );
      this.cache.set(id, key);
    }
    return key;
  }

  /** The same key as a KeyObject, so per-row ciphers do not import the raw bytes each time. */
  secretKey(companyId: number, purpose: KeyPurpose, generation = 0): KeyObject {
    const id = `${companyId}:${purpose}:${generation}`;
    let key = this.secretKeys.get(id);
    if (!key) {
      key = createSecretKey(this.derived(companyId, purpose, generation));
      this.secretKeys.set(id, key);
    }
    return key;
  }

  /** The key material, for a worker thread of this process that derives the same keys (never stored or sent elsewhere). */
  masterKey(): DataKeyMaterial {
    return {
      data: this.data.map((k) => Buffer.from(k)),
      index: Buffer.from(this.index),
      legacyIndex: this.legacyIndex,
    };
  }

  /** HMAC-SHA256 blind index (hex, 128 bits): exact-match lookups without storing the value. */
  blindIndex(companyId: number, purpose: 'ssn-index' | 'identity-index', value: string): string {
    return createHmac('sha256', this.key(companyId, purpose)).update(value).digest('hex').slice(0, 32);
  }
}

/** The data keys of this process, from its secrets (never from the database). */
export function dataKeysFrom(secrets: Secrets): DataKeys {
  return new DataKeys({
    data: secrets.dataKeys,
    index: secrets.indexKey,
    legacyIndex: secrets.legacyIndexKeys,
  });
}
