import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { SYSTEM, type Tx } from '../shared/database/database';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { openPersonal, sealPersonal } from '../shared/crypto/applicant-key';
import { ApplicantErasedError, ApplicantKeyStore } from './applicant-key.store';
import { ErasureLedger } from './erasure-ledger';
import { reapplyErasures } from './reapply-erasures';

/** Crypto-shredding: a destroyed key opens nothing again, not even after the database is restored. */
describe('ApplicantKeyStore', () => {
  let database: TestDatabase;
  let dir: string;
  let ledger: ErasureLedger;
  let store: ApplicantKeyStore;
  const tenant = new TenantKeys(randomBytes(32));
  const tx = <T>(work: (t: Tx) => Promise<T>) => database.db.tx(SYSTEM, work);
  const wrappedCount = async () =>
    Number(
      (
        await database.db.rows<{ n: string }>(SYSTEM, 'SELECT count(wrapped) AS n FROM vault.applicant_keys')
      )[0].n,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-'));
    ledger = new ErasureLedger(path.join(dir, 'erasures.jsonl'));
    store = new ApplicantKeyStore(tenant, ledger);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives each applicant one key, the same on every ask, and none across tenants', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const first = await tx((t) => store.ensure(t, 1, [a, b]));
    const again = await tx((t) => store.ensure(t, 1, [a]));
    expect(again.get(a)!.keyId).toBe(first.get(a)!.keyId);
    expect(first.get(a)!.keyId).not.toBe(first.get(b)!.keyId);
    expect((await tx((t) => store.find(t, 2, [a]))).has(a)).toBe(false);
    const sealed = sealPersonal(first.get(a)!, { name: 'Ana García' }, 'ctx');
    expect(openPersonal(again.get(a)!, sealed, 'ctx')).toEqual({ name: 'Ana García' });
  });

  it('destroys a key for good: nothing opens, no new key is made, the ledger names it', async () => {
    const [a, other] = [randomUUID(), randomUUID()];
    const keys = await tx((t) => store.ensure(t, 1, [a, other]));
    const sealed = sealPersonal(keys.get(a)!, 'secret', 'ctx');
    const erasureId = randomUUID();
    const destroyed = await tx((t) => store.destroy(t, 1, [a], { erasureId, at: new Date() }));
    expect(destroyed).toEqual([{ subjectUuid: a, keyId: keys.get(a)!.keyId }]);
    expect((await tx((t) => store.find(t, 1, [a]))).get(a)).toBeNull();
    await expect(tx((t) => store.ensure(t, 1, [a]))).rejects.toBeInstanceOf(ApplicantErasedError);
    expect((await tx((t) => store.find(t, 1, [other]))).get(other)).not.toBeNull();
    const lines = fs.readFileSync(ledger.file, 'utf8');
    expect(lines).toContain(erasureId);
    expect(lines).not.toContain(sealed);
  });

  it('erases an applicant that never had a key, so none is made for them later', async () => {
    const legacy = randomUUID();
    const destroyed = await tx((t) =>
      store.destroy(t, 3, [legacy], { erasureId: randomUUID(), at: new Date() }),
    );
    expect(destroyed).toEqual([{ subjectUuid: legacy, keyId: 'none' }]);
    await expect(tx((t) => store.ensure(t, 3, [legacy]))).rejects.toBeInstanceOf(ApplicantErasedError);
  });

  it('erases again at start what a restored database brought back, and purges its rows', async () => {
    const a = randomUUID();
    const keys = await tx((t) => store.ensure(t, 1, [a]));
    // The backup: the key row as it was before the erasure.
    const backup = (
      await database.db.rows<{ wrapped: Buffer }>(
        SYSTEM,
        'SELECT wrapped FROM vault.applicant_keys WHERE subject_uuid = $1',
        [a],
      )
    )[0].wrapped;
    await tx((t) => store.destroy(t, 1, [a], { erasureId: randomUUID(), at: new Date() }));
    // The restore: the key comes back from the backup.
    await tx((t) =>
      t.query(
        'UPDATE vault.applicant_keys SET wrapped = $2, destroyed_at = NULL, erasure_id = NULL WHERE subject_uuid = $1',
        [a, backup],
      ),
    );
    expect((await tx((t) => store.find(t, 1, [a]))).get(a)!.keyId).toBe(keys.get(a)!.keyId);
    const before = await wrappedCount();

    const purged: string[] = [];
    const restored = await reapplyErasures(database.db, ledger, [
      async (_t, _c, uuids) => void purged.push(...uuids),
    ]);
    expect(restored).toBeGreaterThanOrEqual(1);
    expect(purged).toContain(a);
    expect((await tx((t) => store.find(t, 1, [a]))).get(a)).toBeNull();
    expect(await wrappedCount()).toBe(before - 1);
    // A second start finds nothing to do.
    expect(await reapplyErasures(database.db, ledger, [])).toBe(0);
  });
});
