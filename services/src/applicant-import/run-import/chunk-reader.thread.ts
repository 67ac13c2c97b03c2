import { parentPort, workerData } from 'node:worker_threads';
import { DataKeyMaterial, DataKeys } from '../../shared/crypto/data-keys';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { ChunkSourceOptions, ImportUnrecoverable, ReadChunkText, readChunks } from './chunk-source';
import { chunkMessageJson } from './chunk-reader.thread-message';

/**
 * Sent to the main thread: the next chunk, the end of the file, or why reading stopped. A chunk
 * travels as JSON text (it is plain data): the structured clone of its ~30,000 small objects cost the
 * main thread, which commits and is the import's bottleneck, about 15 µs a row to deserialise;
 * JSON.parse costs about 8, and the reader thread's JSON.stringify about what the clone's
 * serialisation did.
 */
export type ReaderMessage =
  | { kind: 'chunk'; json: string }
  | { kind: 'end' }
  | { kind: 'error'; unrecoverable: boolean; name: string; message: string };

export interface ReaderData {
  options: ChunkSourceOptions;
  /** The master keys' bytes: the thread derives the tenant keys itself. Never logged or queued. */
  master: DataKeyMaterial;
}

// The thread stays one chunk ahead of the main thread: each request is answered with the chunk read
// meanwhile, and reading the next one starts at once (two chunks at most are held here).
const { options, master } = workerData as ReaderData;
// The tenant keys (which wrap the applicants' keys) derive from the same data masters.
const tenantKeys = new TenantKeys(master.data.map((m) => Buffer.from(m)));
const chunks = readChunks(options, new DataKeys(master), tenantKeys);
let ahead = chunks.next();

parentPort!.on('message', async () => {
  const message = await settle(ahead);
  if (message.kind === 'chunk') ahead = chunks.next();
  parentPort!.postMessage(message);
});

async function settle(next: Promise<IteratorResult<ReadChunkText>>): Promise<ReaderMessage> {
  try {
    const result = await next;
    return result.done ? { kind: 'end' } : { kind: 'chunk', json: chunkMessageJson(result.value) };
  } catch (error) {
    const e = error as Error;
    return {
      kind: 'error',
      unrecoverable: error instanceof ImportUnrecoverable,
      name: e?.name ?? 'Error',
      message: e?.message ?? String(error),
    };
  }
}
