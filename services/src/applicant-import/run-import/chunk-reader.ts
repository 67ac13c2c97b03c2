import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ChunkSourceOptions, ImportUnrecoverable, ReadChunk } from './chunk-source';
import type { ReaderData, ReaderMessage } from './chunk-reader.thread';
import type { DataKeyMaterial } from '../../shared/crypto/data-keys';

/**
 * Reads an import's file in a worker thread (chunk-source.ts does the work there): parsing,
 * validation, blind indexes, SSN encryption and scoring use the second core while this thread and
 * PostgreSQL commit the previous chunk, and the event loop stays free for the job lock's renewal.
 */
export class ChunkReader {
  private readonly worker: Worker;
  private pending?: { resolve(m: ReaderMessage): void; reject(e: Error): void };
  private failure?: Error;

  constructor(options: ChunkSourceOptions, master: DataKeyMaterial) {
    // Compiled, the thread is a .js file beside this one; under the TypeScript test runner it is the
    // .ts source, loaded through tsx.
    const entry = path.join(__dirname, `chunk-reader.thread${path.extname(__filename)}`);
    const data: ReaderData = { options, master };
    this.worker = new Worker(entry, {
      workerData: data,
      execArgv: entry.endsWith('.ts')
        ? ['--require', require.resolve('tsx/cjs')]
        : process.env.READER_PROF
          ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.READER_PROF]
          : [],
      // The thread holds two chunks at most (a few MB); a small young generation keeps its heap, and
      // the process's peak memory, from growing with garbage between collections.
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 },
    });
    // An idle reader must not keep the process alive (an attempt that hangs never reaches close()).
    this.worker.unref();
    this.worker.on('message', (m: ReaderMessage) => this.settle((p) => p.resolve(m)));
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) =>
      this.fail(new Error(`the import reader thread stopped (exit code ${code})`)),
    );
  }

  /** The next chunk, or undefined at the end of the file. */
  async next(): Promise<ReadChunk | undefined> {
    if (this.failure) throw this.failure;
    const message = await new Promise<ReaderMessage>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage('next');
    });
    if (message.kind === 'chunk') return JSON.parse(message.json) as ReadChunk;
    if (message.kind === 'end') return undefined;
    const error = message.unrecoverable
      ? new ImportUnrecoverable(message.message)
      : new Error(message.message);
    error.name = message.name;
    throw error;
  }

  async close(): Promise<void> {
    this.failure ??= new Error('the import reader was closed');
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.settle((p) => p.reject(error));
  }

  private settle(act: (p: NonNullable<ChunkReader['pending']>) => void): void {
    const p = this.pending;
    this.pending = undefined;
    if (p) act(p);
  }
}
