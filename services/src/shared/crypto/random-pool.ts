import { randomFillSync } from 'node:crypto';

/**
 * Fresh random bytes for nonces and keys, drawn from the CSPRNG a block at a time: one
 * `randomBytes` call per value cost an import row about as much as the encryption it served (the
 * import makes a key and three nonces per row). Every byte is handed out once: the offset only moves
 * forward, a taken range is zeroed in the block, and the block is refilled from the CSPRNG, never
 * reused; so GCM's unique-nonce requirement and a key's secrecy hold exactly as with `randomBytes`.
 * Module state: each thread (the import's reader is one) has its own block.
 */
const block = Buffer.alloc(16 * 1024);
let offset = block.length;

export function freshRandomBytes(size: number): Buffer {
  if (size > block.length) throw new RangeError(`at most ${block.length} random bytes at a time`);
  if (offset + size > block.length) {
    randomFillSync(block);
    offset = 0;
  }
  const out = Buffer.allocUnsafe(size);
  block.copy(out, 0, offset, offset + size);
  block.fill(0, offset, offset + size);
  offset += size;
  return out;
}
