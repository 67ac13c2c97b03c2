/**
 * The PostgreSQL server process of an embedded cluster: finding one already running, starting one
 * (as the server account when root), waiting for connections and stopping only what we started.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { choosePort } from '../net/server-port';
import { isAlive, processName, signal, stopProcess } from '../process/processes';
import { ServerAccount } from './postgres-account';
import { PostgresBinaries } from './postgres-binaries';

/** The product's own port, beside a system PostgreSQL on 5432. */
export const DEFAULT_PG_PORT = 5433;
const START_TIMEOUT_MS = 60_000;

/** Runs a program to its end (as the server account when root), with its last error lines on failure. */
export function run(file: string, args: string[], account: ServerAccount | null): Promise<void> {
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

export interface Postmaster {
  pid: number;
  port: number;
}

/**
 * The server running on this cluster, from its postmaster.pid (pid, directory, start time, port…):
 * left by a run that was killed before its shutdown, or run by another instance on this DATA_DIR.
 * A stale file (its pid gone or reused by another program) is removed, so PostgreSQL starts.
 */
export function runningPostmaster(clusterDir: string): Postmaster | null {
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
 * postgres.log beside the cluster. Choosing a free port and binding it are two steps, so two
 * checkouts starting at the same moment may pick the same port: the kernel's bind decides, the
 * loser's server exits with "could not bind" and it tries another port. Readiness is read from
 * this cluster's own postmaster.pid, never from whatever answers on the port (the winner's server
 * answers there too, which once made a loser take the other checkout's server for its own).
 */
export async function startPostmaster(
  binaries: PostgresBinaries,
  clusterDir: string,
  account: ServerAccount | null,
  options: { explicit?: number; remembered?: number; settings?: string[] },
): Promise<Postmaster> {
  const logFile = path.join(path.dirname(clusterDir), 'postgres.log');
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort({
      explicit: options.explicit,
      remembered: options.remembered,
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
        ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
      ],
      { ...ids(account), env: serverEnv(), detached: true, stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    child.unref();
    let exited = false;
    const failed = new Promise<string>((resolve) => {
      child.once('error', (error) => resolve(`cannot run ${binaries.postgres}: ${error.message}`));
      child.once('exit', () => {
        exited = true;
        resolve(lastLines(readTail(logFile)));
      });
    });
    const ready = child.pid ? readyOrTimeout(clusterDir, { pid: child.pid, port }, () => exited) : failed;
    const outcome = await Promise.race([ready, failed]);
    if (outcome === 'ready' && child.pid) return { pid: child.pid, port };
    if (child.pid && !exited) await stopProcess(child.pid, 'SIGQUIT', 5_000);
    const reason =
      outcome === 'timeout' ? `it did not accept connections within ${START_TIMEOUT_MS / 1000} s` : outcome;
    if (!options.explicit && attempt < BIND_ATTEMPTS && portWasTaken(reason)) {
      options = { settings: options.settings }; // taken meanwhile by another program: any free port
      continue;
    }
    throw new Error(`the embedded PostgreSQL did not start in ${clusterDir}: ${reason} (log: ${logFile})`);
  }
}

/** Starts that lose the port to another program at the same moment before giving up. */
const BIND_ATTEMPTS = 5;

function portWasTaken(reason: string): boolean {
  return /could not bind|could not create any TCP\/IP sockets|address already in use/i.test(reason);
}

/**
 * 'ready' once this cluster's postmaster.pid names our server, on our port, as ready (PostgreSQL
 * writes that state once it accepts connections); 'timeout' after START_TIMEOUT_MS. Once the server
 * has exited it never settles: the exit handler reports why.
 */
async function readyOrTimeout(
  clusterDir: string,
  ours: Postmaster,
  exited: () => boolean,
): Promise<'ready' | 'timeout'> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!exited()) {
    const status = postmasterStatus(clusterDir);
    if (status?.pid === ours.pid && status.port === ours.port && status.state === 'ready') return 'ready';
    if (Date.now() > deadline) return 'timeout';
    await new Promise((r) => setTimeout(r, 50));
  }
  return new Promise(() => undefined);
}

/** postmaster.pid's lines: pid, data directory, start time, port, socket directory, listen address, shared memory key, state. */
function postmasterStatus(clusterDir: string): { pid: number; port: number; state: string } | null {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), state: (lines[7] ?? '').trim() };
  } catch {
    return null;
  }
}

/** True when this cluster's own server is the one listening on the port. */
export function clusterServesPort(clusterDir: string, port: number): boolean {
  return runningPostmaster(clusterDir)?.port === port;
}

/**
 * A server we own ends with us: at shutdown (fast shutdown: open sessions are ended, everything
 * committed is kept), and, if this process exits some other way, at its exit. Only kill -9 of
 * this process leaves it running; the next start takes it over.
 */
export function ownedStop(pid: number): () => Promise<void> {
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

export function ids(account: ServerAccount | null): { uid?: number; gid?: number } {
  return account ? { uid: account.uid, gid: account.gid } : {};
}

/** English messages whatever the operator's locale, so the errors we pass on read the same everywhere. */
export function serverEnv(): NodeJS.ProcessEnv {
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
export function lastLines(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-3)
    .join(' | ');
}
