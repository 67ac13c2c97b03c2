import { Logger } from '@nestjs/common';
import { parse } from 'csv-parse';
import * as fs from 'node:fs';
import { pipeline } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { Database, tenant } from '../../shared/database/database';
import { EventMetadata } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import { DataKeys } from '../crypto/data-keys';
import { decryptingStream } from '../crypto/file-cipher';
import { CsvColumnName, mapCsvHeader } from '../import/csv-columns';
import { ApplicantCsvRow, validateApplicantRow } from '../import/validate-applicant-row';
import { PreparedApplicant, prepareApplicant } from './build-chunk';
import { ChunkInput, commitImportChunk } from './commit-chunk';
import { completeImport, failImport, importDecider, ImportState } from './import.decider';
import { ImportRowError, importStreamId } from './import.events';
import { ImportSettings, importFilePath } from './import-settings';

/** Test seams standing in for a worker that dies: thrown errors end the attempt like a crash would. */
export interface ImportFaults {
  beforeCommit?(chunk: number, attempt: number): void | Promise<void>;
  afterCommit?(chunk: number, attempt: number): void | Promise<void>;
}

/** A problem no retry can fix (file gone, wrong header, broken CSV quoting): the import fails at once. */
export class ImportUnrecoverable extends Error {}

interface Pending {
  valid: PreparedApplicant[];
  errors: ImportRowError[];
  rows: number;
  rejected: number;
  bytes: number;
}

/**
 * Streams one import's decrypted file through csv-parse and commits it in chunks. The import stream
 * is the cursor: a retried or resumed attempt skips the rows of committed chunks, so every row takes
 * effect exactly once however often the worker dies.
 */
export class ImportRunner {
  private readonly logger = new Logger('ImportRunner');

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: DataKeys,
    private readonly settings: ImportSettings,
    private readonly faults: ImportFaults = {},
  ) {}

  async run(importId: string, companyId: number, attempt: number): Promise<void> {
    const state = await this.state(importId, companyId);
    if (state.status === 'completed' || state.status === 'failed') return;
    if (state.status === 'none') throw new ImportUnrecoverable('import not found');
    const file = importFilePath(this.settings, companyId, importId);
    if (!fs.existsSync(file)) throw new ImportUnrecoverable('the uploaded file is no longer available');
    const parser = pipeline(
      await decryptingStream(file, this.keys.key(companyId, 'import-file')),
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 1_000_000 }),
      () => undefined,
    );
    let columns: readonly CsvColumnName[] | undefined;
    let seen = 0;
    let chunk = state.chunks;
    let reported = state.rejected;
    let pending = emptyPending();
    // Pipelined: chunk n commits (PostgreSQL's core) while chunk n + 1 is parsed and validated (Node's
    // core). Chunk n + 1 starts to commit only after chunk n has, so order and exactly-once hold, and
    // at most two chunks are in memory: the parser is not read while a finished chunk waits.
    let committing: Promise<void> | undefined;
    const commitNext = async (p: Pending) => {
      const n = ++chunk;
      await committing;
      committing = this.commit(importId, companyId, n, p, attempt);
      committing.catch(() => undefined);
    };
    const today = new Date().toISOString().slice(0, 10);
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; bytes: number } }>) {
        if (!columns) {
          columns = header(record);
          continue;
        }
        if (++seen <= state.rowsRead) continue;
        this.read(pending, record, columns, info, today, companyId, reported < this.settings.maxReportedRows);
        if (pending.rows === state.chunkRows) {
          reported += pending.rejected;
          await commitNext(pending);
          pending = emptyPending();
        }
      }
      if (pending.rows) await commitNext(pending);
      await committing;
    } catch (error) {
      // Whatever failed, the chunk in flight settles first (it may commit: it is whole and in order).
      await committing?.catch(() => undefined);
      if (error instanceof ImportUnrecoverable || (error as any)?.code?.startsWith?.('CSV_')) throw new ImportUnrecoverable(csvProblem(error));
      throw error;
    }
    await this.finish(importId, companyId, (s) => completeImport(s));
    await fs.promises.rm(file, { force: true });
    await this.refreshStatistics(companyId);
  }

  /**
   * Fresh planner statistics once an import has completed: a table that grew from nothing would
   * otherwise be planned as empty until autovacuum's next round. A failure here changes nothing
   * about the import, so it is logged and ignored.
   */
  private async refreshStatistics(companyId: number): Promise<void> {
    await this.db.tx(tenant(companyId), (tx) => tx.query('SELECT analyze_verification_sessions()')).catch((error) =>
      this.logger.warn(`statistics not refreshed: ${(error as Error).name}`));
  }

  /** Records the failure once; the encrypted upload is removed since nothing will read it again. */
  async fail(importId: string, companyId: number, reason: string): Promise<void> {
    await this.finish(importId, companyId, (s) => failImport(s, reason));
    await fs.promises.rm(importFilePath(this.settings, companyId, importId), { force: true });
  }

  private read(p: Pending, record: string[], columns: readonly CsvColumnName[], info: { lines: number; bytes: number },
    today: string, companyId: number, report: boolean): void {
    p.rows++;
    p.bytes = info.bytes;
    if (record.length !== columns.length) {
      p.rejected++;
      if (report) p.errors.push({ line: info.lines, field: 'row', message: `Expected ${columns.length} fields, found ${record.length}` });
      return;
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]] = record[i];
    const result = validateApplicantRow(row as ApplicantCsvRow, info.lines, { today });
    if (result.ok) p.valid.push(prepareApplicant(this.keys, companyId, result.applicant));
    else {
      p.rejected++;
      if (report) p.errors.push(...result.errors);
    }
  }

  private async commit(importId: string, companyId: number, chunk: number, p: Pending, attempt: number): Promise<void> {
    const input: ChunkInput = { importId, companyId, chunk, rowsRead: p.rows, bytesRead: p.bytes, valid: p.valid, rejected: p.rejected, errors: p.errors };
    await this.db.tx(tenant(companyId), async (tx) => {
      await commitImportChunk(tx, this.store, this.keys, input, workerMetadata(companyId, importId));
      await this.faults.beforeCommit?.(chunk, attempt);
    });
    await this.faults.afterCommit?.(chunk, attempt);
    // A table that grows from nothing is planned as empty until its statistics catch up: refresh
    // them as the import passes 2,000, 16,000, 128,000 and 1,024,000 rows (chunks 1, 8, 64, 512).
    if (Math.log2(chunk) % 3 === 0) await this.refreshStatistics(companyId);
  }

  private async state(importId: string, companyId: number): Promise<ImportState> {
    return this.db.tx(tenant(companyId), async (tx) => (await this.store.aggregate(tx, importStreamId(importId), importDecider)).state);
  }

  private async finish(importId: string, companyId: number, decide: (s: ImportState) => ReturnType<typeof completeImport>): Promise<void> {
    await this.db.tx(tenant(companyId), async (tx) => {
      const { state, version } = await this.store.aggregate(tx, importStreamId(importId), importDecider);
      const events = decide(state);
      if (events.length) await this.store.append(tx, importStreamId(importId), version, events, workerMetadata(companyId, importId));
    });
    this.logger.log(`import ${importId} finished`);
  }
}

function emptyPending(): Pending {
  return { valid: [], errors: [], rows: 0, rejected: 0, bytes: 0 };
}

function header(record: string[]): readonly CsvColumnName[] {
  const mapping = mapCsvHeader(record);
  if (mapping.errors.length) throw new ImportUnrecoverable(`header: ${mapping.errors.map((e) => e.message).join('; ')}`);
  return mapping.columns;
}

/** csv-parse messages name the line and the problem, never the cell's content beyond a quote char. */
function csvProblem(error: unknown): string {
  const e = error as { code?: string; lines?: number; message?: string };
  if (error instanceof ImportUnrecoverable) return e.message!;
  return `CSV syntax error near line ${e.lines ?? '?'} (${e.code})`;
}

function workerMetadata(companyId: number, importId: string): EventMetadata {
  return { companyId, actor: { id: null, name: 'import worker', type: 'system' }, correlationId: importId, causationId: randomUUID() };
}
