import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { Readable, Transform, TransformCallback, pipeline } from 'node:stream';

const MAGIC = Buffer.from('VDE1');
const HEADER = MAGIC.length + 12;
const TAG = 16;

/**
 * A streaming AES-256-GCM encryptor: writes MAGIC | iv, the ciphertext as it comes, and the tag at
 * the end, so an upload of any size passes through in constant memory.
 */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        this.push(Buffer.concat([MAGIC, iv]));
        started = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(Buffer.concat([MAGIC, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * Reads a file written by encryptingStream as plaintext. GCM authenticates the whole file, so a
 * tampered or truncated file errors at the end of the stream; the import then fails instead of
 * completing (chunks already committed stay, as each was valid CSV of the tenant's own upload).
 * Given several keys (current first, during a key rotation), the file is first checked whole
 * against each, and read with the one that authenticates it.
 */
export async function decryptingStream(path: string, key: Buffer | readonly Buffer[]): Promise<Readable> {
  const candidates = Buffer.isBuffer(key) ? [key] : key;
  let chosen = candidates[0];
  if (candidates.length > 1) {
    const found = await sealingKey(path, candidates);
    if (!found) throw new Error('the encrypted import file does not open with any loaded key');
    chosen = found;
  }
  return openStream(path, chosen);
}

/** The key among `candidates` that authenticates the whole file, or null (reads the file once per key tried). */
export async function sealingKey(path: string, candidates: readonly Buffer[]): Promise<Buffer | null> {
  for (const candidate of candidates) {
    try {
      const plain = await openStream(path, candidate);
      for await (const _ of plain) void _;
      return candidate;
    } catch {
      // not this key
    }
  }
  return null;
}

async function openStream(path: string, key: Buffer): Promise<Readable> {
  const { size } = await fs.promises.stat(path);
  if (size < HEADER + TAG) throw new Error('encrypted import file is truncated');
  const handle = await fs.promises.open(path, 'r');
  const head = Buffer.alloc(HEADER);
  const tag = Buffer.alloc(TAG);
  try {
    await handle.read(head, 0, HEADER, 0);
    await handle.read(tag, 0, TAG, size - TAG);
  } finally {
    await handle.close();
  }
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted import file');
  const decipher = createDecipheriv('aes-256-gcm', key, head.subarray(MAGIC.length));
  decipher.setAuthTag(tag);
  const body = size - TAG - HEADER;
  const source =
    body > 0
      ? fs.createReadStream(path, { start: HEADER, end: size - TAG - 1, highWaterMark: 256 * 1024 })
      : Readable.from([]);
  // pipeline, not pipe: when the consumer stops early the file handle is closed with it.
  return pipeline(source, decipher, () => undefined);
}
