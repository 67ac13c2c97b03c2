import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { Secrets } from './secrets';
import { TenantKeyDerivation } from './tenant-key-derivation';

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
 * Per-tenant data keys (the 'data' family of tenant-key-derivation.ts) from master keys kept outside
 * the database (the key file under DATA_DIR or DATA_KEY / INDEX_KEY: shared/crypto/secrets.ts).
 * Encryption keys come from the current data master (older masters only decrypt); blind-index keys
 * from the index master. `new DataKeys(master)` uses one master for both, as before the key file.
 */
export class DataKeys {
  private readonly secretKeys = new Map<string, KeyObject>();
  private readonly data: TenantKeyDerivation;
  private readonly index: TenantKeyDerivation;
  private readonly legacyIndex: Record<string, { ssn: string; identity: string }>;
  /** The legacy index keys decoded once: blind indexes are computed per row. */
  private readonly legacyKeys = new Map<string, Buffer>();

  constructor(material: Buffer | DataKeyMaterial) {
    const m: DataKeyMaterial = Buffer.isBuffer(material) ? { data: [material], index: material } : material;
    this.data = new TenantKeyDerivation('data', m.data);
    this.index = new TenantKeyDerivation('data', [m.index]);
    this.legacyIndex = m.legacyIndex ?? {};
    for (const [companyId, keys] of Object.entries(this.legacyIndex)) {
      this.legacyKeys.set(`${companyId}:ssn-index`, Buffer.from(keys.ssn, 'base64'));
      this.legacyKeys.set(`${companyId}:identity-index`, Buffer.from(keys.identity, 'base64'));
    }
  }

  /** The current key for a purpose (encryption keys from the current data master). */
  key(companyId: number, purpose: KeyPurpose): Buffer {
    return this.derived(companyId, purpose, 0);
  }

  /** Every key that may have sealed this tenant's data for a purpose, current first (decryption). */
  keys(companyId: number, purpose: 'import-file' | 'ssn-cipher'): Buffer[] {
    return Array.from({ length: this.generations }, (_, i) => this.derived(companyId, purpose, i));
  }

  /** How many data masters are loaded (more than one while a rotation is due or running). */
  get generations(): number {
    return this.data.generations;
  }

  private derived(companyId: number, purpose: KeyPurpose, generation: number): Buffer {
    if (ENCRYPTION.has(purpose)) return this.data.key(companyId, purpose, generation);
    return this.legacyKeys.get(`${companyId}:${purpose}`) ?? this.index.key(companyId, purpose);
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
      data: this.data.masterCopies(),
      index: this.index.masterCopies()[0],
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
