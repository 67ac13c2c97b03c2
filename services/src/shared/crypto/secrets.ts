import { Logger } from '@nestjs/common';
import { hkdfSync, randomBytes } from 'node:crypto';
import { Database, SYSTEM } from '../database/database';
import { KeyFileContent, keyFilePath, readKeyFile, writeKeyFile } from './key-file';
import { keyId } from './key-id';
import { deriveTenantKey } from './tenant-key-derivation';
import { TenantIds } from './tenant-ids';

/** The process's secrets, resolved once at start. None of them is ever stored in the database. */
export interface Secrets {
  jwtSecret: string;
  /** Master keys of data at rest, current first; the others are only read until a rotation ends. */
  dataKeys: Buffer[];
  /** Master of blind indexes and Redis key names (HMAC only). */
  indexKey: Buffer;
  /** Per-tenant blind-index keys kept from before the key file (see KeyFileContent). */
  legacyIndexKeys: Record<string, { ssn: string; identity: string }>;
  /** HMAC key for Redis key names that would otherwise hold a phone number, an email or an IP. */
  redisKey: Buffer;
  /** Where generated secrets are kept (whether or not the environment overrides them). */
  keyFile: string;
}

const logger = new Logger('Secrets');
const LEGACY_KEYS = ['jwt_secret', 'data_key'];

/** Production mode is NODE_ENV=production: secrets must then exist already; nothing is generated. */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * Resolves the secrets: the environment (JWT_SECRET, DATA_KEY, DATA_KEY_PREVIOUS, INDEX_KEY) first,
 * then the key file under DATA_DIR. Secrets an older version kept in `app_settings` are moved to the
 * key file and deleted from the database first. Outside production what is still missing is
 * generated into the key file; in production the start is refused instead.
 */
export async function loadSecrets(
  db: Database,
  dataDir: string,
  tenantIds: TenantIds,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Secrets> {
  const file = keyFilePath(dataDir, env);
  await moveLegacySecrets(db, file, tenantIds);
  let content = readKeyFile(file) ?? { format: 1 };
  const missing = missingSecrets(content, env);
  if (missing.length) {
    if (isProduction(env)) {
      throw new Error(
        `NODE_ENV=production and no ${missing.join(', ')}: set them in the environment or create the key file ${file} ` +
          "(npm run keys -w services -- init); secrets are not generated in production (docs/operations.md, 'Secrets and key rotation')",
      );
    }
    content = await generateMissing(db, file, env);
  }
  return resolveSecrets(content, env, file);
}

function missingSecrets(content: KeyFileContent, env: NodeJS.ProcessEnv): string[] {
  const missing: string[] = [];
  if (!env.JWT_SECRET && !content.jwtSecret) missing.push('JWT_SECRET');
  if (!env.DATA_KEY && !content.dataKeys?.length) missing.push('DATA_KEY');
  // An install configured with DATA_KEY alone derived its blind indexes from it: that stays so.
  if (!env.INDEX_KEY && !content.indexKey && !env.DATA_KEY) missing.push('INDEX_KEY');
  return missing;
}

/** Fills in what is missing, under a database lock so replicas sharing DATA_DIR generate once. */
async function generateMissing(db: Database, file: string, env: NodeJS.ProcessEnv): Promise<KeyFileContent> {
  return db.tx(SYSTEM, async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('verifydesk-secrets'))");
    const content: KeyFileContent = readKeyFile(file) ?? { format: 1 };
    const missing = missingSecrets(content, env);
    if (!missing.length) return content;
    if (missing.includes('JWT_SECRET')) content.jwtSecret = randomBytes(48).toString('base64url');
    if (missing.includes('DATA_KEY')) content.dataKeys = [randomBytes(32).toString('base64')];
    if (missing.includes('INDEX_KEY')) content.indexKey = randomBytes(32).toString('base64');
    writeKeyFile(file, content);
    logger.log(
      `generated ${missing.join(', ')} into ${file} (mode 0600); back it up apart from the database`,
    );
    return content;
  });
}

/**
 * Start step for installs from before the key file: the JWT secret and the master data key move
 * from `app_settings` to the key file, then their rows are deleted in the same transaction. The file
 * is written (and fsynced) before the delete commits, so a crash in between only repeats the move.
 */
export async function moveLegacySecrets(db: Database, file: string, tenantIds: TenantIds): Promise<boolean> {
  return db.tx(SYSTEM, async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('verifydesk-secrets'))");
    const { rows } = await tx.query<{ key: string; value: string }>(
      'SELECT key, value FROM app_settings WHERE key = ANY($1)',
      [LEGACY_KEYS],
    );
    if (!rows.length) return false;
    const legacy = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    const content: KeyFileContent = readKeyFile(file) ?? { format: 1 };
    if (legacy.jwt_secret && !content.jwtSecret) content.jwtSecret = legacy.jwt_secret;
    if (legacy.data_key) {
      const master = Buffer.from(legacy.data_key, 'base64');
      if (!content.dataKeys?.length) {
        content.dataKeys = [legacy.data_key];
        if (!content.indexKey) {
          // The old master also made the blind indexes; keep each tenant's two index keys instead of
          // the master, so a later rotation can retire the master while the indexes still match.
          const companies = await tenantIds(tx);
          content.legacyIndexKeys = Object.fromEntries(
            companies.map((id) => [
              String(id),
              {
                ssn: legacyIndexKey(master, id, 'ssn-index').toString('base64'),
                identity: legacyIndexKey(master, id, 'identity-index').toString('base64'),
              },
            ]),
          );
          content.indexKey = randomBytes(32).toString('base64');
        }
      } else if (!content.dataKeys.includes(legacy.data_key)) {
        content.dataKeys.push(legacy.data_key); // still readable; a rotation moves its data to the current key
      }
    }
    writeKeyFile(file, content);
    await tx.query('DELETE FROM app_settings WHERE key = ANY($1)', [LEGACY_KEYS]);
    logger.log(`moved ${rows.map((r) => r.key).join(' and ')} from the database to ${file} (mode 0600)`);
    return true;
  });
}

/** How DataKeys derived a tenant's blind-index key when the data master also made the indexes. */
export function legacyIndexKey(
  master: Buffer,
  companyId: number,
  purpose: 'ssn-index' | 'identity-index',
): Buffer {
  return deriveTenantKey(master, 'data', companyId, purpose);
}

function masterKey(value: string, name: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64 encoded`);
  return key;
}

export function resolveSecrets(content: KeyFileContent, env: NodeJS.ProcessEnv, file: string): Secrets {
  const dataKeys = env.DATA_KEY
    ? [
        env.DATA_KEY,
        ...(env.DATA_KEY_PREVIOUS ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ].map((k, i) => masterKey(k, i ? 'DATA_KEY_PREVIOUS' : 'DATA_KEY'))
    : (content.dataKeys ?? []).map((k) => masterKey(k, `dataKeys in ${file}`));
  const indexKey = masterKey(
    env.INDEX_KEY || content.indexKey || env.DATA_KEY!,
    env.INDEX_KEY ? 'INDEX_KEY' : 'the index key',
  );
  const ids = new Set(dataKeys.map(keyId));
  if (ids.size !== dataKeys.length) throw new Error('the same data key is listed twice');
  return {
    jwtSecret: env.JWT_SECRET || content.jwtSecret!,
    dataKeys,
    indexKey,
    legacyIndexKeys: content.legacyIndexKeys ?? {},
    redisKey: Buffer.from(
      hkdfSync('sha256', indexKey, Buffer.from('verifydesk-redis-keys'), 'redis-key-names', 32),
    ),
    keyFile: file,
  };
}
