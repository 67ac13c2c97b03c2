import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SYSTEM } from '../database/database';
import { DataKeys, dataKeysFrom } from './data-keys';
import { protectSsn, revealSsn } from './ssn-protector';
import { KEY_FILE_NAME, readKeyFile } from './key-file';
import { allCompanyIds } from '../../identity/companies/company-directory.public';
import { loadSecrets } from './secrets';
import { TenantKeys, tenantKeysFrom } from './tenant-keys';

/** Secrets outside the database: generation, the move out of app_settings, production mode. */
describe('secrets', () => {
  let t: TestDatabase;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-secrets-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('generates the secrets once into a 0600 key file and never into the database', async () => {
    const dir = dataDir();
    const first = await loadSecrets(t.db, dir, allCompanyIds, {});
    const file = path.join(dir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadSecrets(t.db, dir, allCompanyIds, {});
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(again.dataKeys[0].equals(first.dataKeys[0])).toBe(true);
    expect(first.indexKey.equals(first.dataKeys[0])).toBe(false);
    expect(await t.db.rows(SYSTEM, 'SELECT key FROM app_settings')).toEqual([]);
  });

  it('moves secrets an older version kept in app_settings to the key file and deletes them there; old data stays readable', async () => {
    const legacyMaster = randomBytes(32);
    const legacyJwt = randomBytes(48).toString('base64url');
    await t.db.rows(
      SYSTEM,
      "INSERT INTO companies (id, name, created_at, updated_at) OVERRIDING SYSTEM VALUE VALUES (41, 'Old School', now(), now())",
    );
    await t.db.rows(
      SYSTEM,
      "INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1), ('data_key', $2)",
      [legacyJwt, legacyMaster.toString('base64')],
    );
    // What the old version wrote with its one master: an SSN, its blind index, an outbox-style seal.
    const legacy = new DataKeys(legacyMaster);
    const ssn = protectSsn(legacy, 41, '123456789');
    const identity = legacy.blindIndex(41, 'identity-index', 'ext:S-1');
    const sealed = new TenantKeys(legacyMaster).seal(
      41,
      'outbox',
      Buffer.from('+18045550143'),
      'm1:recipient',
    );

    const dir = dataDir();
    const secrets = await loadSecrets(t.db, dir, allCompanyIds, {});
    expect(await t.db.rows(SYSTEM, 'SELECT key FROM app_settings')).toEqual([]);
    expect(secrets.jwtSecret).toBe(legacyJwt);
    expect(secrets.dataKeys.map((k) => k.toString('base64'))).toEqual([legacyMaster.toString('base64')]);
    const content = readKeyFile(path.join(dir, KEY_FILE_NAME))!;
    expect(Object.keys(content.legacyIndexKeys!)).toContain('41');

    const keys = dataKeysFrom(secrets);
    expect(revealSsn(keys, 41, ssn.cipher)).toBe('123456789');
    expect(keys.blindIndex(41, 'ssn-index', '123456789')).toBe(ssn.index);
    expect(keys.blindIndex(41, 'identity-index', 'ext:S-1')).toBe(identity);
    expect(tenantKeysFrom(secrets).open(41, 'outbox', sealed, 'm1:recipient').toString()).toBe(
      '+18045550143',
    );
    // A tenant created after the move gets index keys from the new index master, not the old data key.
    expect(keys.blindIndex(42, 'ssn-index', '123456789')).not.toBe(
      legacy.blindIndex(42, 'ssn-index', '123456789'),
    );

    // The next start reads the file; nothing is moved twice.
    const next = await loadSecrets(t.db, dir, allCompanyIds, {});
    expect(next.jwtSecret).toBe(legacyJwt);
  });

  it('refuses to start in production mode without secrets, and starts with them from the environment', async () => {
    const dir = dataDir();
    await expect(loadSecrets(t.db, dir, allCompanyIds, { NODE_ENV: 'production' })).rejects.toThrow(
      /NODE_ENV=production and no JWT_SECRET, DATA_KEY, INDEX_KEY/,
    );
    expect(fs.existsSync(path.join(dir, KEY_FILE_NAME))).toBe(false);
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATA_KEY: randomBytes(32).toString('base64'),
      INDEX_KEY: randomBytes(32).toString('base64'),
    };
    const secrets = await loadSecrets(t.db, dir, allCompanyIds, env);
    expect(secrets.jwtSecret).toBe(env.JWT_SECRET);
    expect(secrets.dataKeys[0].toString('base64')).toBe(env.DATA_KEY);
    await expect(
      loadSecrets(t.db, dir, allCompanyIds, { ...env, DATA_KEY: randomBytes(16).toString('base64') }),
    ).rejects.toThrow('DATA_KEY must be 32 bytes');
  });

  it('makes a key file readable by others private again', async () => {
    const dir = dataDir();
    await loadSecrets(t.db, dir, allCompanyIds, {});
    const file = path.join(dir, KEY_FILE_NAME);
    fs.chmodSync(file, 0o644);
    await loadSecrets(t.db, dir, allCompanyIds, {});
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
