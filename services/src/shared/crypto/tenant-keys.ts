import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Database, SYSTEM } from '../database/database';

/**
 * Per-tenant, per-purpose AES-256 keys derived with HKDF-SHA256 from the one master data key
 * (DATA_KEY, 32 bytes base64, else the key generated on first start and kept in app_settings under
 * `data_key`, the same master the verifications feature derives its keys from). The salt differs from
 * that feature's, so no derived key is ever shared between the two. Deriving instead of storing keys
 * leaves one secret to back up, and a leaked tenant key exposes that tenant only.
 */
export class TenantKeys {
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly master: Buffer) {
    if (master.length !== 32) throw new Error('DATA_KEY must be 32 bytes, base64 encoded');
  }

  key(companyId: number, purpose: string): Buffer {
    const id = `${companyId}:${purpose}`;
    let key = this.cache.get(id);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.master, Buffer.from('verifydesk-tenant-keys'), id, 32));
      this.cache.set(id, key);
    }
    return key;
  }

  /** AES-256-GCM: iv(12) | ciphertext | tag(16). `context` is bound as associated data (a row's id). */
  seal(companyId: number, purpose: string, plain: Buffer, context: string): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(companyId, purpose), iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  }

  /** Throws when the bytes were changed, or sealed for another tenant, purpose or context. */
  open(companyId: number, purpose: string, sealed: Buffer, context: string): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key(companyId, purpose), sealed.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  }
}

/** DATA_KEY from the environment, else the generated master every replica reads from app_settings. */
export async function loadTenantKeys(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<TenantKeys> {
  if (env.DATA_KEY) return new TenantKeys(Buffer.from(env.DATA_KEY, 'base64'));
  await db.rows(SYSTEM, 'INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'data_key',
    randomBytes(32).toString('base64'),
  ]);
  const row = await db.one<{ value: string }>(SYSTEM, 'SELECT value FROM app_settings WHERE key = $1', ['data_key']);
  return new TenantKeys(Buffer.from(row!.value, 'base64'));
}
