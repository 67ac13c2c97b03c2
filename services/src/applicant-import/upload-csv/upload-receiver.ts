import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../../shared/domain/domain-error';
import { encryptingStream } from '../../shared/crypto/file-cipher';
import { EarlyRejects, UPLOAD_HEAD_BYTES, UploadProblem, judgeUploadHead } from './upload-check';
import { localized, type Localized } from '../../shared/i18n/translate';

export interface StoredUpload {
  bytes: number;
  sha256: string;
  /** Bad rows among the first ones: the import will reject them (the file itself is fine). */
  early: EarlyRejects;
}

export function uploadRefused(p: UploadProblem | { status: 413; message: Localized }): DomainError {
  const errors = 'errors' in p ? p.errors : [{ field: 'file', message: p.message }];
  return new DomainError(
    p.status === 415 ? 'IMPORT.NOT_CSV' : p.status === 413 ? 'IMPORT.TOO_LARGE' : 'IMPORT.INVALID_FILE',
    p.message,
    p.status,
    errors,
  );
}

/**
 * Streams one uploaded file to `target`, encrypted, in constant memory. The first 64 KB are held
 * back and judged (text, header, first rows) before anything is written; the plaintext never
 * touches the disk. A refused or oversized upload leaves no file behind.
 */
export async function receiveUpload(
  file: Readable & { truncated?: boolean },
  target: string,
  key: Buffer,
  maxBytes: number,
): Promise<StoredUpload> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let bytes = 0;
  let writer: { input: NodeJS.WritableStream; done: Promise<void>; early: EarlyRejects } | undefined;
  const partial = `${target}.part`;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      if (writer) {
        if (!writer.input.write(chunk)) await once(writer.input, 'drain');
        continue;
      }
      head.push(chunk);
      if (bytes < UPLOAD_HEAD_BYTES) continue;
      writer = await open(partial, key, Buffer.concat(head), false);
    }
    if (file.truncated)
      throw uploadRefused({
        status: 413,
        message: localized('error.fileTooLarge', { megabytes: Math.floor(maxBytes / 1048576) }),
      });
    writer ??= await open(partial, key, Buffer.concat(head), true);
    writer.input.end();
    await writer.done;
    await fs.promises.rename(partial, target);
    return { bytes, sha256: hash.digest('hex'), early: writer.early };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

async function open(partial: string, key: Buffer, head: Buffer, complete: boolean) {
  const { problem, early } = judgeUploadHead(head, complete);
  if (problem) throw uploadRefused(problem);
  await fs.promises.mkdir(path.dirname(partial), { recursive: true, mode: 0o700 });
  const cipher = encryptingStream(key);
  const done = pipeline(cipher, fs.createWriteStream(partial, { mode: 0o600 }));
  cipher.write(head);
  return { input: cipher, done, early };
}
