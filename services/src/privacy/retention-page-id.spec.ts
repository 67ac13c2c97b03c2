import { randomBytes } from 'node:crypto';
import { RetentionPageIds } from './retention-page-id';

describe('RetentionPageIds', () => {
  const ids = new RetentionPageIds(randomBytes(32));

  it('names each company by an address that leads back to it', () => {
    expect(ids.companyOf(ids.of(7))).toBe(7);
    expect(ids.of(7)).not.toBe(ids.of(8));
    expect(ids.of(7)).toBe(ids.of(7));
  });

  it('refuses an address guessed from the company id or made with another key', () => {
    const other = new RetentionPageIds(randomBytes(32));
    expect(ids.companyOf(other.of(7))).toBeNull();
    expect(ids.companyOf('7')).toBeNull();
    const [head] = ids.of(7).split('-');
    expect(ids.companyOf(`${head}-${'A'.repeat(22)}`)).toBeNull();
    expect(ids.companyOf(ids.of(8).replace(/^[^-]+/, head))).toBeNull();
  });
});
