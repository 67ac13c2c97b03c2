import { Readable } from 'node:stream';
import { CopyBinaryLines } from './copy-binary-lines';

const header = (extension = Buffer.alloc(0)) => {
  const fixed = Buffer.alloc(8);
  fixed.writeUInt32BE(extension.length, 4);
  return Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), fixed, extension]);
};
const row = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  const frame = Buffer.alloc(6);
  frame.writeInt16BE(1, 0);
  frame.writeInt32BE(bytes.length, 2);
  return Buffer.concat([frame, bytes]);
};
const TRAILER = Buffer.from([0xff, 0xff]);

async function decode(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of Readable.from(chunks, { objectMode: false }).pipe(new CopyBinaryLines()))
    out.push(piece);
  return Buffer.concat(out).toString('utf8');
}

describe('binary COPY to lines', () => {
  const LINES = ['1,a,"b, c"', '', '2,"line\nbreak",back\\slash', '3,東京,👩‍🎓', 'x'.repeat(70_000)];
  const stream = Buffer.concat([header(Buffer.from('ext')), ...LINES.map(row), TRAILER]);
  const expected = LINES.map((l) => `${l}\n`).join('');

  it('writes each value as it is, then a line break', async () => {
    expect(await decode([stream])).toBe(expected);
  });

  it('gives the same lines whatever the chunk boundaries, even inside a frame or a character', async () => {
    for (const size of [1, 2, 5, 7, 19, 23, 4096]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < stream.length; at += size) chunks.push(stream.subarray(at, at + size));
      expect(await decode(chunks)).toBe(expected);
    }
  });

  it('writes nothing for an empty result', async () => {
    expect(await decode([header(), TRAILER])).toBe('');
  });

  it('fails on a stream cut inside a row, on another format and on a NULL value', async () => {
    await expect(decode([stream.subarray(0, stream.length - 10)])).rejects.toThrow(/ended inside a row/);
    await expect(decode([Buffer.from('1,a\n2,b\n'.repeat(5))])).rejects.toThrow(/Not a binary COPY/);
    const nullRow = Buffer.alloc(6);
    nullRow.writeInt16BE(1, 0);
    nullRow.writeInt32BE(-1, 2);
    await expect(decode([header(), nullRow, TRAILER])).rejects.toThrow(/NULL/);
  });
});
