import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { freePort } from '../../services/src/shared/net/port-is-free';
import { until } from './until';

const ROOT = path.resolve(__dirname, '..', '..');

export interface ProductProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/**
 * The product as `npm start` runs it, in a process of its own (services/src/main.ts through SWC),
 * so a test can kill it with -9 and start it again. With no DATABASE_URL / REDIS_URL it runs its
 * embedded PostgreSQL and local Redis under env.DATA_DIR. Resolves once it says it is ready.
 */
export async function startProduct(
  env: Record<string, string>,
  readyWithinMs = 120_000,
): Promise<ProductProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONSOLE_DIR: path.join(ROOT, 'console', 'dist'),
    ...env,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL']) if (!env[name]) delete childEnv[name];
  const child = spawn(
    process.execPath,
    [
      '-r',
      path.join(ROOT, 'test', 'support', 'swc-register.js'),
      path.join(ROOT, 'services', 'src', 'main.ts'),
    ],
    {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const { output, exited } = watchProcess(child);
  let ended = false;
  void exited.then(() => (ended = true));
  await until(
    'the product to be ready',
    async () => {
      if (ended) throw new Error(`the product exited before it was ready:\n${output()}`);
      return output().includes('VerifyDesk is ready');
    },
    readyWithinMs,
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output, exited };
}

/** What a child started with piped stdout and stderr has written so far, and its end. */
export function watchProcess(child: ChildProcess): Pick<ProductProcess, 'output' | 'exited'> {
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, sig) => resolve(code ?? sig ?? 'unknown')),
  );
  return { output: () => text, exited };
}
