import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptingStream, encryptingStream } from './file-cipher';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('import file cipher', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cipher-'));
  const key = randomBytes(32);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([0, 1, 70_000, 1_000_003])('round-trips %d bytes and stores no plaintext', async (size) => {
    const plain = Buffer.alloc(size, 'first_name,last_name\n');
    const file = path.join(dir, `f${size}.enc`);
    await pipeline(
      Readable.from([plain.subarray(0, size >> 1), plain.subarray(size >> 1)]),
      encryptingStream(key),
      fs.createWriteStream(file),
    );
    if (size > 100) expect(fs.readFileSync(file).includes(Buffer.from('first_name'))).toBe(false);
    expect((await readAll(await decryptingStream(file, key))).equals(plain)).toBe(true);
  });

  it('refuses a tampered file at the end of the stream', async () => {
    const file = path.join(dir, 'tampered.enc');
    await pipeline(
      Readable.from([Buffer.alloc(5000, 'x')]),
      encryptingStream(key),
      fs.createWriteStream(file),
    );
    const bytes = fs.readFileSync(file);
    bytes[100] ^= 1;
    fs.writeFileSync(file, bytes);
    await expect(readAll(await decryptingStream(file, key))).rejects.toThrow();
  });

  it('refuses the wrong key', async () => {
    const file = path.join(dir, 'f1.enc');
    await expect(readAll(await decryptingStream(file, randomBytes(32)))).rejects.toThrow();
  });
});
