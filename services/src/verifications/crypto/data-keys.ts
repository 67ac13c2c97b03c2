import { createHmac, createSecretKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import { Database, SYSTEM } from '../../shared/database/database';

/** What a tenant key is for: a key never serves two purposes. */
export type KeyPurpose = 'import-file' | 'ssn-cipher' | 'ssn-index' | 'identity-index';

/**
 * Per-tenant data keys derived with HKDF-SHA256 from one master key (DATA_KEY, 32 bytes base64, or
 * one generated on first start and kept in app_settings like the JWT secret). Deriving, not storing,
 * tenant keys means nothing else to back up, and a leaked tenant key exposes that tenant only.
 */
export class DataKeys {
  private readonly cache = new Map<string, Buffer>();
  private readonly secretKeys = new Map<string, KeyObject>();

  constructor(private readonly master: Buffer) {
    if (master.length !== 32) throw new Error('DATA_KEY must be 32 bytes, base64 encoded');
  }

  key(companyId: number, purpose: KeyPurpose): Buffer {
    const id = `${companyId}:${purpose}`;
    let key = this.cache.get(id);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.master, Buffer.from('verifydesk-data-keys'), id, 32));
      this.cache.set(id, key);
    }
    return key;
  }

  /** The same key as a KeyObject, so per-row ciphers do not import the raw bytes each time. */
  secretKey(companyId: number, purpose: KeyPurpose): KeyObject {
    const id = `${companyId}:${purpose}`;
    let key = this.secretKeys.get(id);
    if (!key) {
      key = createSecretKey(this.key(companyId, purpose));
      this.secretKeys.set(id, key);
    }
    return key;
  }

  /** The master key's bytes, for a worker thread of this process that derives the same keys (never stored or sent elsewhere). */
  masterKey(): Buffer {
    return Buffer.from(this.master);
  }

  /** HMAC-SHA256 blind index (hex, 128 bits): exact-match lookups without storing the value. */
  blindIndex(companyId: number, purpose: 'ssn-index' | 'identity-index', value: string): string {
    return createHmac('sha256', this.key(companyId, purpose)).update(value).digest('hex').slice(0, 32);
  }
}

/** DATA_KEY from the environment, else the generated key every replica reads from app_settings. */
export async function loadDataKeys(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<DataKeys> {
  if (env.DATA_KEY) return new DataKeys(Buffer.from(env.DATA_KEY, 'base64'));
  await db.rows(SYSTEM, 'INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'data_key',
    randomBytes(32).toString('base64'),
  ]);
  const row = await db.one<{ value: string }>(SYSTEM, 'SELECT value FROM app_settings WHERE key = $1', ['data_key']);
  return new DataKeys(Buffer.from(row!.value, 'base64'));
}
