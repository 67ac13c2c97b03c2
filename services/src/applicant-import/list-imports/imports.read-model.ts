import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { formulaSafe } from '../../shared/csv/formula-safe';
import {
  actorLabel,
  isLocalized,
  translate,
  translateIfKnown,
  type Language,
  type Params,
} from '../../shared/i18n';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { PagingQuery, parsePaging } from '../../shared/http/paging';
import { isUuid } from '../../shared/http/uuid';
import { upcastImportRowError } from './legacy-import-errors';

const SORTABLE = { created_at: 'i.created_at', file_name: 'lower(i.file_name)', status: 'i.status' };
/** An `imports` row as the driver returns it (bigint as text). */
export interface ImportRow {
  id: string;
  file_name: string;
  bytes: string;
  sha256: string;
  uploaded_by_id: string | null;
  uploaded_by_name: string;
  status: string;
  chunks: number;
  rows_read: string;
  bytes_read: string;
  imported: string;
  updated: string;
  rejected: string;
  message: string | null;
  failure_code?: string | null;
  resumable?: boolean | null;
  resumes?: number | string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

/** `uploaded_by.name` in the reader's language: an API key's stored name becomes "API key '…'". */
export function importView(row: ImportRow, language: Language = 'en') {
  const bytes = Number(row.bytes);
  return {
    import_id: row.id,
    file_name: row.file_name,
    bytes,
    sha256: row.sha256,
    uploaded_by: {
      id: row.uploaded_by_id === null ? null : Number(row.uploaded_by_id),
      name: actorLabel(
        { id: row.uploaded_by_id === null ? null : Number(row.uploaded_by_id), name: row.uploaded_by_name },
        language,
      ),
    },
    status: row.status,
    rows_read: Number(row.rows_read),
    imported: Number(row.imported),
    updated: Number(row.updated),
    rejected: Number(row.rejected),
    chunks: row.chunks,
    percent:
      row.status === 'completed'
        ? 100
        : bytes > 0
          ? Math.min(99, Math.floor((Number(row.bytes_read) * 100) / bytes))
          : 0,
    message: row.message,
    /** Why a failed import stopped: unrecoverable, attempts, worker_lost (null for older failures). */
    failure_code: row.failure_code ?? null,
    /** A failed import that POST /api/imports/:id/resume continues from its last committed chunk. */
    resumable: row.status === 'failed' && row.resumable === true,
    /** Runs after the first: resumes after a lost worker and by users. */
    resumes: Number(row.resumes ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}

export type ImportView = ReturnType<typeof importView>;

/** The upload screen's view of imports: list, progress, and the row errors of one import. */
@Injectable()
export class ImportsReadModel {
  constructor(private readonly db: Database) {}

  async list(query: PagingQuery, companyId: number, language: Language = 'en') {
    const p = parsePaging(
      { sort: 'created_at', order: 'desc', ...query },
      SORTABLE,
      'created_at',
      [25, 50, 100],
      'i.id',
    );
    const [rows, total] = await Promise.all([
      this.db.rows<ImportRow>(
        tenant(companyId),
        `SELECT * FROM imports i WHERE i.company_id = $1 ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
        [companyId],
      ),
      this.db.one<{ n: string }>(
        tenant(companyId),
        'SELECT count(*) AS n FROM imports WHERE company_id = $1',
        [companyId],
      ),
    ]);
    return {
      data: rows.map((row) => importView(row, language)),
      meta: { total: Number(total!.n), page: p.page, limit: p.limit },
    };
  }

  async get(id: string, companyId: number, language: Language = 'en') {
    const row = isUuid(id)
      ? await this.db.one<ImportRow>(
          tenant(companyId),
          'SELECT * FROM imports WHERE company_id = $1 AND id = $2::uuid',
          [companyId, id],
        )
      : undefined;
    if (!row) throw new NotFoundError('error.notFound.import');
    return importView(row, language);
  }

  /**
   * Row-error report of one import as CSV: line, field, message per problem, formula-safe (messages
   * quote cell text); the messages rendered from their keys in the reader's language (rows of older
   * imports hold English text, upcast first). Streamed from a cursor, so memory stays flat whatever
   * the count.
   */
  streamErrors(companyId: number, importId: string, language: Language, out: NodeJS.WritableStream) {
    return this.db.tx(tenant(companyId), async (tx) => {
      const rows = tx.query(
        new QueryStream(
          `SELECT line, field, message, message_key, message_params FROM import_errors
            WHERE company_id = $1 AND import_id = $2 ORDER BY chunk, seq`,
          [companyId, importId],
          { rowMode: 'array' },
        ),
      );
      const safe = new Transform({
        objectMode: true,
        transform: (row: unknown[], _e, cb) =>
          cb(null, [row[0], row[1], rowErrorText(language, row[2], row[3], row[4])].map(formulaSafe)),
      });
      await pipeline(
        rows,
        safe,
        stringify({
          header: true,
          // The column headers in the reader's language too; the field names are the file's own columns.
          columns: (['line', 'field', 'message'] as const).map((column) =>
            translate(language, `importReport.${column}`),
          ),
        }),
        out,
      );
    });
  }
}

/** Parameters as stored (jsonb): texts, numbers and nested keys; anything else is left out. */
function storedParams(value: unknown): Params | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || isLocalized(v)),
  );
}

/** A row error in the reader's language: from its key, or an older import's English upcast to one. */
export function rowErrorText(language: Language, english: unknown, key: unknown, params: unknown): string {
  if (typeof key === 'string') return translateIfKnown(language, key, key, storedParams(params));
  const text = String(english ?? '');
  const upcast = upcastImportRowError(text);
  return upcast ? translateIfKnown(language, upcast.key, text, upcast.params) : text;
}
