import { freshRandomBytes } from './random-pool';

describe('fresh random bytes from a block', () => {
  it('never hands out the same nonce twice, across many refills of the block', () => {
    const seen = new Set<string>();
    // 12-byte nonces: a 16 KiB block holds 1,365, so this crosses about 30 refills.
    for (let i = 0; i < 40_000; i++) seen.add(freshRandomBytes(12).toString('hex'));
    expect(seen.size).toBe(40_000);
  });

  it('gives each caller its own copy: a refill of the block does not change a key already handed out', () => {
    const key = freshRandomBytes(32);
    const copy = Buffer.from(key);
    for (let i = 0; i < 2_000; i++) freshRandomBytes(32); // about four refills
    expect(key.equals(copy)).toBe(true);
  });

  it('looks random: about half the bits of a large sample are set', () => {
    let ones = 0;
    for (let i = 0; i < 1000; i++)
      for (const byte of freshRandomBytes(32)) for (let bit = 0; bit < 8; bit++) ones += (byte >> bit) & 1;
    expect(ones / (1000 * 32 * 8)).toBeGreaterThan(0.48);
    expect(ones / (1000 * 32 * 8)).toBeLessThan(0.52);
  });

  it('refuses a size larger than its block rather than repeating bytes', () => {
    expect(() => freshRandomBytes(64 * 1024)).toThrow(RangeError);
  });
});
