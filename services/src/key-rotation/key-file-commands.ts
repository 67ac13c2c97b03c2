import { randomBytes } from 'node:crypto';
import { Database, SYSTEM } from '../shared/database/database';
import { KeyFileContent, readKeyFile, writeKeyFile } from '../shared/crypto/key-file';
import { keyId } from '../shared/crypto/key-id';

/** `keys init`: a key file with fresh secrets, for a production install (nothing is generated there at start). */
export function initKeyFile(file: string): string {
  const content: KeyFileContent = {
    format: 1,
    jwtSecret: randomBytes(48).toString('base64url'),
    dataKeys: [randomBytes(32).toString('base64')],
    indexKey: randomBytes(32).toString('base64'),
  };
  if (!writeKeyFile(file, content, { exclusive: true }))
    throw new Error(`${file} exists already; nothing was changed`);
  return keyId(Buffer.from(content.dataKeys![0], 'base64'));
}

/** `keys rotate`: a new current data key; the others stay, only to read, until the rotation has run. */
export function addDataKey(file: string): { current: string; older: string[] } {
  const content = readKeyFile(file);
  if (!content?.dataKeys?.length)
    throw new Error(
      `${file} holds no data key (is DATA_KEY set in the environment? then rotate there: docs/operations.md)`,
    );
  const fresh = randomBytes(32).toString('base64');
  content.dataKeys = [fresh, ...content.dataKeys];
  writeKeyFile(file, content);
  return {
    current: keyId(Buffer.from(fresh, 'base64')),
    older: content.dataKeys.slice(1).map((k) => keyId(Buffer.from(k, 'base64'))),
  };
}

/** Where the rotation to the current key stands, from the database. */
export async function rotationStatus(
  db: Database,
  currentKeyId: string,
): Promise<{ step: string; rewritten: number; finished: boolean } | null> {
  const row = await db.one<{ step: string; rewritten: string; finished_at: Date | null }>(
    SYSTEM,
    'SELECT step, rewritten, finished_at FROM key_rotations WHERE key_id = $1',
    [currentKeyId],
  );
  return row
    ? { step: row.step, rewritten: Number(row.rewritten), finished: row.finished_at !== null }
    : null;
}

/**
 * `keys drop-old`: removes the older data keys from the key file, only once the rotation to the
 * current key has finished (everything re-encrypted and checked). Backups taken before the
 * rotation need the dropped keys: keep those apart, with the backups, if they must stay readable.
 */
export async function dropOldDataKeys(file: string, db: Database): Promise<string[]> {
  const content = readKeyFile(file);
  if (!content?.dataKeys?.length) throw new Error(`${file} holds no data key`);
  if (content.dataKeys.length === 1) return [];
  const current = keyId(Buffer.from(content.dataKeys[0], 'base64'));
  const status = await rotationStatus(db, current);
  if (!status?.finished) {
    throw new Error(
      `the rotation to data key ${current} has not finished (${status ? `at ${status.step}` : 'not started: restart the worker'}); no key was dropped`,
    );
  }
  const dropped = content.dataKeys.slice(1).map((k) => keyId(Buffer.from(k, 'base64')));
  content.dataKeys = [content.dataKeys[0]];
  writeKeyFile(file, content);
  return dropped;
}
