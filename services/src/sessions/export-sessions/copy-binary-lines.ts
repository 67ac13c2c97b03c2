import { Transform, TransformCallback } from 'node:stream';

/** PGCOPY\n\377\r\n\0: the first 11 bytes of a binary COPY stream. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Signature, 32-bit flags, 32-bit header extension length. */
const HEADER = SIGNATURE.length + 8;
const LINE_FEED = 10;

/**
 * Turns the output of `COPY (SELECT one_text_column …) TO STDOUT (FORMAT binary)` into lines: each
 * value's bytes, then "\n". Binary format hands a value over untouched (text format would escape
 * backslashes and line breaks, CSV format would quote the already quoted line again).
 *
 * Why not pg-copy-streams-binary: its parser decodes every row into an object in an object-mode
 * stream, about a microsecond a row; here every row is one text value that is copied as it is, a
 * block of rows at a time.
 *
 * Frames (PostgreSQL's "Binary Format" of COPY): a 19-byte header plus its extension, then per row a
 * 16-bit field count (here 1) and a 32-bit length followed by the bytes, and a 16-bit -1 at the end.
 */
export class CopyBinaryLines extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private headerRead = false;
  private ended = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const input = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      if (input.length < HEADER) return this.keep(input, 0, done);
      if (!input.subarray(0, SIGNATURE.length).equals(SIGNATURE))
        return done(new Error('Not a binary COPY stream'));
      const extension = input.readUInt32BE(HEADER - 4);
      if (input.length < HEADER + extension) return this.keep(input, 0, done);
      at = HEADER + extension;
      this.headerRead = true;
    }
    // Every row loses its 6-byte frame and gains one byte, so the lines fit in the input's size.
    const out = Buffer.allocUnsafe(input.length);
    let written = 0;
    while (!this.ended && input.length - at >= 2) {
      const fields = input.readInt16BE(at);
      if (fields === -1) {
        this.ended = true;
        at += 2;
        break;
      }
      if (fields !== 1) return done(new Error(`Expected one column per row, got ${fields}`));
      if (input.length - at < 6) break;
      const length = input.readInt32BE(at + 2);
      if (length < 0) return done(new Error('Unexpected NULL line'));
      if (input.length - at < 6 + length) break;
      written += input.copy(out, written, at + 6, at + 6 + length);
      out[written++] = LINE_FEED;
      at += 6 + length;
    }
    if (written) this.push(out.subarray(0, written));
    this.keep(input, at, done);
  }

  override _flush(done: TransformCallback): void {
    done(this.ended && !this.pending.length ? undefined : new Error('The COPY stream ended inside a row'));
  }

  /** Holds the unread tail (a partial frame) for the next chunk; a copy, so the chunk can be freed. */
  private keep(input: Buffer, at: number, done: TransformCallback): void {
    this.pending = at >= input.length ? Buffer.alloc(0) : Buffer.from(input.subarray(at));
    done();
  }
}
