import { Logger } from '@nestjs/common';
import * as fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Database, tenant } from '../../shared/database/database';
import { EventMetadata } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import { DataKeys } from '../../shared/crypto/data-keys';
import { ChunkReader } from './chunk-reader';
import { ImportUnrecoverable, ReadChunk } from './chunk-source';
import { ChunkInput, commitImportChunk } from './commit-chunk';
import { completeImport, failImport, IMPORT_FOLD_OMITS, importDecider, ImportState } from '../import.decider';
import { ImportEvent, ImportFailureCode, importStreamId } from '../import.events';
import { ImportLease } from './import-lease';
import { ImportSettings, importFilePath } from './import-settings';
import { CommitTurns } from './commit-turns';
import { interactiveLoad } from '../../shared/http/interactive-load';
import { refreshSessionStatistics, settleSessionTables } from '../../sessions/session-records.public';

/** The longest a chunk waits for requests to end (a chunk of 2,000 rows takes about half a second). */
const MAX_YIELD_MS = 2_000;

/** Test seams standing in for a worker that dies: thrown errors end the attempt like a crash would. */
export interface ImportFaults {
  beforeCommit?(chunk: number, attempt: number): void | Promise<void>;
  afterCommit?(chunk: number, attempt: number): void | Promise<void>;
}

/**
 * Runs one import: a reader thread streams the decrypted file through csv-parse and prepares it in
 * chunks (chunk-source.ts); this thread commits them one after the other. The import stream is the
 * cursor: a retried or resumed attempt skips the rows of committed chunks, so every row takes effect
 * exactly once however often the worker dies.
 */
export class ImportRunner {
  private readonly logger = new Logger('ImportRunner');
  /** Shared by every import this runner (this worker process) runs: chunks commit in turns. */
  private readonly turns: CommitTurns;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: DataKeys,
    private readonly settings: ImportSettings,
    private readonly faults: ImportFaults = {},
  ) {
    this.turns = new CommitTurns(settings.commitSlots);
  }

  /**
   * Runs the import to its end, holding its lease (import-lease.ts) throughout. 'busy' when a live
   * worker holds the lease already: that worker finishes the import, and should it die the recovery
   * sweep resumes it, so this run has nothing to do.
   */
  async run(importId: string, companyId: number, attempt: number): Promise<'done' | 'busy'> {
    const lease = await ImportLease.acquire(this.db, importId);
    if (!lease) return 'busy';
    // Watchdog: a run alive but stuck (no chunk for hungMs) gives the lease up; a new run takes over.
    const watchdog = { progressAt: Date.now(), timer: undefined as NodeJS.Timeout | undefined };
    watchdog.timer = setInterval(
      () => {
        if (Date.now() - watchdog.progressAt < this.settings.hungMs) return;
        this.logger.warn(
          `import ${importId}: no chunk committed for ${this.settings.hungMs} ms; this run gives the import up`,
        );
        lease.abandon();
        clearInterval(watchdog.timer);
      },
      Math.min(this.settings.hungMs, 5000),
    ).unref();
    try {
      await this.runHolding(
        lease,
        importId,
        companyId,
        attempt,
        () => (watchdog.progressAt = Date.now()),
        () => clearInterval(watchdog.timer),
      );
      return 'done';
    } finally {
      clearInterval(watchdog.timer);
      await lease.release();
    }
  }

  private async runHolding(
    lease: ImportLease,
    importId: string,
    companyId: number,
    attempt: number,
    progressed: () => void,
    finished: () => void,
  ): Promise<void> {
    const state = await this.state(importId, companyId);
    if (state.status === 'completed' || state.status === 'failed') return;
    if (state.status === 'none') throw new ImportUnrecoverable('import not found');
    const file = importFilePath(this.settings, companyId, importId);
    if (!fs.existsSync(file)) throw new ImportUnrecoverable('the uploaded file is no longer available');
    const reader = new ChunkReader(
      {
        file,
        importId,
        companyId,
        skipRows: state.rowsRead,
        chunkRows: state.chunkRows,
        reported: state.rejected,
        maxReportedRows: this.settings.maxReportedRows,
        today: new Date().toISOString().slice(0, 10),
      },
      this.keys.masterKey(),
    );
    // Pipelined: chunk n commits (this thread and PostgreSQL) while the reader thread prepares chunk
    // n + 1. Chunk n + 1 starts to commit only after chunk n has, so order and exactly-once hold; at
    // most three chunks are in memory (committing, waiting, being read).
    let chunk = state.chunks;
    let committing: Promise<void> | undefined;
    // Requests first: while this process or its API processes answer any, a chunk waits for them,
    // at most as long as the chunk before it took (so the import keeps at least half its speed under
    // a steady stream).
    let lastChunkMs = 0;
    const yielded = { waits: 0, ms: 0 };
    // Where the time went, for the log: the slower side of the pipeline is what an operator would tune.
    const pipelineWaits = { reader: 0, commits: 0, turns: 0 };
    const timed = async <T>(side: keyof typeof pipelineWaits, work: Promise<T>): Promise<T> => {
      const start = performance.now();
      try {
        return await work;
      } finally {
        pipelineWaits[side] += performance.now() - start;
      }
    };
    try {
      for (
        let next = await timed('reader', reader.next());
        next;
        next = await timed('reader', reader.next())
      ) {
        const n = ++chunk;
        await timed('commits', Promise.resolve(committing));
        if (!lease.held) throw new Error('the import lease connection was lost');
        if (this.settings.yieldToRequests && interactiveLoad.busy) {
          const waited = await interactiveLoad.whenQuiet(Math.min(lastChunkMs, MAX_YIELD_MS));
          if (waited > 0) yielded.waits++;
          yielded.ms += waited;
        }
        // Other schools' imports commit in between: each running import gets a turn every round.
        const done = await timed('turns', this.turns.take());
        const began = performance.now();
        committing = this.commit(importId, companyId, n, next, attempt)
          .finally(done)
          .then(() => {
            lastChunkMs = performance.now() - began;
            progressed();
          });
        committing.catch(() => undefined);
      }
      await timed('commits', Promise.resolve(committing));
      if (!lease.held) throw new Error('the import lease connection was lost');
    } catch (error) {
      // Whatever failed, the chunk in flight settles first (it may commit: it is whole and in order).
      await committing?.catch(() => undefined);
      throw error;
    } finally {
      await reader.close();
    }
    await this.finish(importId, companyId, (s) => completeImport(s));
    finished();
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    this.logger.log(
      `import ${importId}: waited ${seconds(pipelineWaits.reader)} for the file reader, ${seconds(pipelineWaits.commits)} for commits and ${seconds(pipelineWaits.turns)} for other imports' turns`,
    );
    if (yielded.waits)
      this.logger.log(
        `import ${importId}: gave way to requests before ${yielded.waits} chunks, ${seconds(yielded.ms)} in all`,
      );
    await fs.promises.rm(file, { force: true });
    await this.settleSessions();
  }

  /**
   * Once an import has completed: VACUUM (ANALYZE) the sessions and their search index. ANALYZE
   * gives the planner the tables' new size (a table that grew from nothing is otherwise planned as
   * empty until autovacuum's next round); VACUUM marks the new pages all-visible, so the list's
   * capped counts are index-only at once (counting 10,001 high-risk sessions right after a
   * 200,000-row import took about 30 ms with a heap visit per row), and merges the trigram index's
   * pending entries, which every search would otherwise scan. Nothing about the import depends on
   * it: a failure is logged and ignored.
   */
  private async settleSessions(): Promise<void> {
    await settleSessionTables(this.db).catch((error) =>
      this.logger.warn(`sessions not vacuumed: ${(error as Error).name}`),
    );
  }

  /**
   * Fresh planner statistics once an import has completed: a table that grew from nothing would
   * otherwise be planned as empty until autovacuum's next round. A failure here changes nothing
   * about the import, so it is logged and ignored.
   */
  private async refreshStatistics(companyId: number): Promise<void> {
    await this.db
      .tx(tenant(companyId), (tx) => refreshSessionStatistics(tx))
      .catch((error) => this.logger.warn(`statistics not refreshed: ${(error as Error).name}`));
  }

  /**
   * Records the failure once. A resumable failure keeps the encrypted upload for Resume; otherwise it
   * is removed, since nothing will read it again.
   */
  async fail(
    importId: string,
    companyId: number,
    reason: string,
    code: ImportFailureCode = 'unrecoverable',
    resumable = false,
  ): Promise<void> {
    await this.finish(importId, companyId, (s) => failImport(s, reason, code, resumable));
    if (!resumable) await fs.promises.rm(importFilePath(this.settings, companyId, importId), { force: true });
  }

  private async commit(
    importId: string,
    companyId: number,
    chunk: number,
    c: ReadChunk,
    attempt: number,
  ): Promise<void> {
    const input: ChunkInput = {
      importId,
      companyId,
      chunk,
      rowsRead: c.rows,
      bytesRead: c.bytes,
      valid: c.valid,
      rejected: c.rejected,
      errors: c.errors,
    };
    await this.db.tx(tenant(companyId), async (tx) => {
      await commitImportChunk(tx, this.store, this.keys, input, workerMetadata(companyId, importId));
      await this.faults.beforeCommit?.(chunk, attempt);
    });
    await this.faults.afterCommit?.(chunk, attempt);
    // A table that grows from nothing is planned as empty until its statistics catch up: refresh
    // them early (chunks 1 and 8), when they are cheap; autovacuum and the end of the import do the rest
    // (an ANALYZE at 128,000 rows cost about a second of PostgreSQL time).
    if (chunk === 1 || chunk === 8) await this.refreshStatistics(companyId);
  }

  async state(importId: string, companyId: number): Promise<ImportState> {
    return this.db.tx(
      tenant(companyId),
      async (tx) =>
        (await this.store.aggregate(tx, importStreamId(importId), importDecider, IMPORT_FOLD_OMITS)).state,
    );
  }

  async finish(
    importId: string,
    companyId: number,
    decide: (s: ImportState) => ImportEvent[],
  ): Promise<ImportEvent[]> {
    // A synchronous commit: it also makes every chunk before it durable (chunks commit without
    // waiting for their WAL flush), and only then is the uploaded file deleted.
    const events = await this.db.tx(tenant(companyId), async (tx) => {
      const { state, version } = await this.store.aggregate(
        tx,
        importStreamId(importId),
        importDecider,
        IMPORT_FOLD_OMITS,
      );
      const decided = decide(state);
      if (decided.length)
        await this.store.append(
          tx,
          importStreamId(importId),
          version,
          decided,
          workerMetadata(companyId, importId),
        );
      return decided;
    });
    if (events.length) this.logger.log(`import ${importId}: ${events.map((e) => e.type).join(', ')}`);
    return events;
  }
}

function workerMetadata(companyId: number, importId: string): EventMetadata {
  return {
    companyId,
    actor: { id: null, name: 'import worker', type: 'system' },
    correlationId: importId,
    causationId: randomUUID(),
  };
}
