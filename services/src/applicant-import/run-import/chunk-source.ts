import { parse } from 'csv-parse';
import { pipeline } from 'node:stream';
import { DataKeys } from '../../shared/crypto/data-keys';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { decryptingStream } from '../../shared/crypto/file-cipher';
import { CsvColumnName, mapCsvHeader } from '../rows/csv-columns';
import { ApplicantCsvRow, validateApplicantRow } from '../rows/validate-applicant-row';
import { PreparedApplicant, prepareApplicant, preScore } from './build-chunk';
import { ImportRowError } from '../import.events';
import { localized, render } from '../../shared/i18n/translate';

/** What one chunk of the file gives the commit: its rows prepared, its rejects explained. */
export interface ReadChunk {
  /** Data records in this chunk (valid and rejected). */
  rows: number;
  /** Bytes of the file read up to the end of this chunk (the progress bar). */
  bytes: number;
  valid: PreparedApplicant[];
  rejected: number;
  errors: ImportRowError[];
}

/**
 * A chunk as the reader thread holds it: each valid row is JSON text as soon as it is prepared, so
 * the row's objects (the applicant, its score, its seals) die young. Held as objects until the chunk
 * was full, they outlived the thread's small young generation, were copied and promoted, and their
 * collection cost a large part of the thread's CPU (docs/performance.md, twenty-fourth session).
 */
export interface ReadChunkText extends Omit<ReadChunk, 'valid'> {
  valid: string[];
}

export interface ChunkSourceOptions {
  file: string;
  /** The import: each new applicant's personal columns are sealed bound to it. */
  importId: string;
  companyId: number;
  /** Data records already committed by earlier attempts: skipped, so chunk boundaries stay identical. */
  skipRows: number;
  chunkRows: number;
  /** Rejected rows explained so far and the most the report keeps; further ones are counted only. */
  reported: number;
  maxReportedRows: number;
  /** UTC date the rows are pre-scored for; the commit rescores when its own date differs. */
  today: string;
}

/** A problem no retry can fix (file gone, wrong header, broken CSV quoting): the import fails at once. */
export class ImportUnrecoverable extends Error {}

/**
 * Streams one import's decrypted file through csv-parse and yields it in chunks of `chunkRows` data
 * records: every row validated, blind-indexed, its SSN encrypted, pre-scored without tenant
 * history, and given a uuid and key of its own with its personal columns sealed under it (used when
 * the row turns out to be a new applicant), then kept as its JSON text (ReadChunkText). This is the
 * CPU-heavy half of an import; it runs in a worker thread (chunk-reader.ts) while the main thread
 * commits the previous chunk.
 */
export async function* readChunks(
  options: ChunkSourceOptions,
  keys: DataKeys,
  tenantKeys: TenantKeys,
): AsyncGenerator<ReadChunkText> {
  const sealing = { tenantKeys, importId: options.importId };
  const parser = pipeline(
    await decryptingStream(options.file, keys.keys(options.companyId, 'import-file')),
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 1_000_000,
    }),
    () => undefined,
  );
  let columns: readonly CsvColumnName[] | undefined;
  let seen = 0;
  let reported = options.reported;
  let chunk = emptyChunk();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; bytes: number };
    }>) {
      if (!columns) {
        columns = header(record);
        continue;
      }
      if (++seen <= options.skipRows) continue;
      readRow(chunk, record, columns, info, options, keys, sealing, reported < options.maxReportedRows);
      if (chunk.rows === options.chunkRows) {
        reported += chunk.rejected;
        yield chunk;
        chunk = emptyChunk();
      }
    }
  } catch (error) {
    if (error instanceof ImportUnrecoverable || (error as { code?: string })?.code?.startsWith?.('CSV_'))
      throw new ImportUnrecoverable(csvProblem(error));
    throw error;
  }
  if (chunk.rows) yield chunk;
}

function readRow(
  c: ReadChunkText,
  record: string[],
  columns: readonly CsvColumnName[],
  info: { lines: number; bytes: number },
  options: ChunkSourceOptions,
  keys: DataKeys,
  sealing: { tenantKeys: TenantKeys; importId: string },
  report: boolean,
): void {
  c.rows++;
  c.bytes = info.bytes;
  if (record.length !== columns.length) {
    c.rejected++;
    if (report)
      c.errors.push({
        line: info.lines,
        field: 'row',
        message: localized('error.fieldCount', { expected: columns.length, found: record.length }),
      });
    return;
  }
  const row: Record<string, string> = {};
  for (let i = 0; i < columns.length; i++) row[columns[i]] = record[i];
  const result = validateApplicantRow(row as ApplicantCsvRow, info.lines, { today: options.today });
  if (result.ok)
    c.valid.push(
      JSON.stringify(
        preScore(
          keys,
          options.companyId,
          prepareApplicant(keys, options.companyId, result.applicant),
          options.today,
          sealing,
        ),
      ),
    );
  else {
    c.rejected++;
    if (report) c.errors.push(...result.errors);
  }
}

function emptyChunk(): ReadChunkText {
  return { rows: 0, bytes: 0, valid: [], rejected: 0, errors: [] };
}

function header(record: string[]): readonly CsvColumnName[] {
  const mapping = mapCsvHeader(record);
  if (mapping.errors.length)
    throw new ImportUnrecoverable(`header: ${mapping.errors.map((e) => render('en', e.message)).join('; ')}`);
  return mapping.columns;
}

/** csv-parse messages name the line and the problem, never the cell's content beyond a quote char. */
function csvProblem(error: unknown): string {
  const e = error as { code?: string; lines?: number; message?: string };
  if (error instanceof ImportUnrecoverable) return e.message!;
  return `CSV syntax error near line ${e.lines ?? '?'} (${e.code})`;
}
