import { createHmac } from 'node:crypto';
import { DataKeys } from './data-keys';
import { legacyIndexKey } from './secrets';
import { TenantKeys } from './tenant-keys';

/**
 * Every sealed value and blind index in a database was made with these derivations: a change to a
 * salt, an info string or the algorithm would lock the data out. The expected bytes were computed
 * before the two key classes shared one derivation and must never change.
 */
describe('tenant key derivation (pinned bytes)', () => {
  const master = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');
  const previous = Buffer.alloc(32, 0x11);
  const indexMaster = Buffer.alloc(32, 0xab);

  it('derives the tenant family (outbox, ID images, reports) as before, for every loaded master', () => {
    const keys = new TenantKeys([master, previous]);
    expect(keys.key(1, 'outbox').toString('hex')).toBe(
      'f865b969e33a159ec8edf306da97e8d7bc5d8734ea4919dcbe247c393726673c',
    );
    expect(keys.key(42, 'idv-media', 1).toString('hex')).toBe(
      'e06c2d63eacc1a8f5421910d4e3e8504d046c3c730b53be2f008e51648772e1c',
    );
  });

  it('derives the data family (import files, SSNs) from the data masters as before', () => {
    const keys = new DataKeys({ data: [master, previous], index: indexMaster });
    expect(keys.key(1, 'ssn-cipher').toString('hex')).toBe(
      '2eeab52d7292577b6cc2ec0814b6b8b144481208bfbd7a368ccffe9c4c11ad04',
    );
    expect(keys.keys(7, 'import-file')[1].toString('hex')).toBe(
      '4e63d24a4a2fa7b85a686836b93a1ee3a725f042476e05b5c6a657792229b182',
    );
  });

  it('derives blind-index keys from the index master, so blind indexes keep matching', () => {
    const keys = new DataKeys({ data: [master, previous], index: indexMaster });
    expect(keys.key(1, 'ssn-index').toString('hex')).toBe(
      'ece4567220ae83964cfa79b520e9f34532a303cd5e35f575aac2bcef7889450d',
    );
    expect(keys.blindIndex(1, 'identity-index', 'email:a@b.c|dob:2000-01-01')).toBe(
      'b71ceaed6624b1a6937d235ea6ebf911',
    );
  });

  it('derives the index keys of a single master exactly as the key-file migration preserved them', () => {
    const expected = 'f14d0b97b1370152fa1cb11320786994a46bd60a734847733ee597e18132abb9';
    expect(new DataKeys(master).key(3, 'ssn-index').toString('hex')).toBe(expected);
    expect(legacyIndexKey(master, 3, 'ssn-index').toString('hex')).toBe(expected);
  });

  it('uses a tenant’s preserved legacy index keys instead of deriving them', () => {
    const ssn = Buffer.alloc(32, 5);
    const keys = new DataKeys({
      data: [master],
      index: indexMaster,
      legacyIndex: { '5': { ssn: ssn.toString('base64'), identity: Buffer.alloc(32, 6).toString('base64') } },
    });
    expect(keys.key(5, 'ssn-index').equals(ssn)).toBe(true);
    expect(keys.blindIndex(5, 'ssn-index', '111223333')).toBe(
      createHmac('sha256', ssn).update('111223333').digest('hex').slice(0, 32),
    );
    // Other tenants derive theirs from the index master.
    expect(
      keys
        .key(6, 'ssn-index')
        .equals(new DataKeys({ data: [master], index: indexMaster }).key(6, 'ssn-index')),
    ).toBe(true);
  });

  it('never gives the two families the same key for the same tenant and purpose name', () => {
    expect(
      new TenantKeys(master).key(1, 'ssn-cipher').equals(new DataKeys(master).key(1, 'ssn-cipher')),
    ).toBe(false);
  });
});
