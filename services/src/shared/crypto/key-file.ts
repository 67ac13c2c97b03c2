import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The generated secrets as they sit on disk: one JSON file, mode 0600, outside the database, so a
 * database dump or backup holds no key. `dataKeys[0]` encrypts; later entries are only read, while
 * a rotation moves what they sealed to the current key.
 */
export interface KeyFileContent {
  format: 1;
  /** HS256 signing secret of session tokens. */
  jwtSecret?: string;
  /** Master keys (32 bytes, base64) of data at rest, current first. */
  dataKeys?: string[];
  /** Master of the blind indexes (HMAC) and of the HMAC that names Redis keys; never encrypts. */
  indexKey?: string;
  /**
   * Blind-index keys of tenants whose indexes were made before the key file existed, when one
   * master served both encryption and indexes: kept per tenant (they decrypt nothing), so the old
   * master can be retired after a rotation while those indexes still match.
   */
  legacyIndexKeys?: Record<string, { ssn: string; identity: string }>;
}

export const KEY_FILE_NAME = 'verifydesk-keys.json';

export function keyFilePath(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.KEY_FILE || path.join(dataDir, KEY_FILE_NAME));
}

/** The file's content, or null when there is none. A file readable by others is made private first. */
export function readKeyFile(file: string): KeyFileContent | null {
  let text: string;
  try {
    const mode = fs.statSync(file).mode & 0o777;
    if (mode & 0o077) fs.chmodSync(file, 0o600);
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const content = JSON.parse(text) as KeyFileContent;
  if (content.format !== 1)
    throw new Error(`${file} is not a VerifyDesk key file (format ${String(content.format)})`);
  return content;
}

/**
 * Writes the file atomically with mode 0600 (temporary file, fsync, rename). With `exclusive` the
 * file is only created when none exists (link fails on an existing name): of two processes starting
 * at once exactly one writes, and both then read the same keys. Returns false when it already existed.
 */
export function writeKeyFile(
  file: string,
  content: KeyFileContent,
  opts: { exclusive?: boolean } = {},
): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    fs.writeSync(fd, `${JSON.stringify(content, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    if (!opts.exclusive) {
      fs.renameSync(tmp, file);
      return true;
    }
    try {
      fs.linkSync(tmp, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
