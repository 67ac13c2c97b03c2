import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { formulaSafe } from '../shared/csv/formula-safe';
import { Database, SYSTEM, tenant } from '../shared/database/database';
import { ValidationError } from '../shared/domain/domain-error';
import { localized } from '../shared/i18n';
import { parseLimit, parsePage, single } from '../shared/http/paging';
import { isUuid } from '../shared/http/uuid';
import type { PageMeta } from '../shared/http/api-response';

export type AccessLogQuery = Record<string, unknown>;
export const ACCESS_LOG_LIMITS = [50, 25, 100, 200] as const;

export interface AccessLogRow {
  seq: number;
  at: string;
  actor_type: string;
  actor_id: string;
  actor_name: string;
  kind: string;
  applicant_ids: string[];
  detail: Record<string, unknown>;
  ip: string | null;
  request_id: string;
}

export interface AccessLogFilter {
  where: string;
  params: unknown[];
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

function day(q: AccessLogQuery, field: 'from' | 'to'): string | undefined {
  const value = single(q, field);
  if (value === undefined || value === '') return undefined;
  if (!YMD.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new ValidationError([{ field, message: localized('error.dateYmd') }]);
  return value;
}

/**
 * The filters: staff member (`actor`: a user id or an API key id), applicant (a uuid or an IDV id,
 * matched against the line's list), and a range of UTC days (`from`, `to`, both included).
 */
export function accessLogFilter(companyId: number, q: AccessLogQuery): AccessLogFilter {
  const clauses = ['l.company_id = $1'];
  const params: unknown[] = [companyId];
  const actor = single(q, 'actor');
  if (actor) {
    params.push(actor);
    clauses.push(`l.actor_id = $${params.length}`);
  }
  const applicant = single(q, 'applicant')?.trim();
  if (applicant) {
    if (!isUuid(applicant) && !/^\d{1,18}$/.test(applicant))
      throw new ValidationError([{ field: 'applicant', message: localized('error.uuidSessionId') }]);
    params.push([applicant.toLowerCase()]);
    clauses.push(`l.applicant_ids @> $${params.length}::text[]`);
  }
  const from = day(q, 'from');
  if (from) {
    params.push(from);
    clauses.push(`l.at >= $${params.length}::date`);
  }
  const to = day(q, 'to');
  if (to) {
    params.push(to);
    clauses.push(`l.at < $${params.length}::date + 1`);
  }
  return { where: clauses.join(' AND '), params };
}

const COLUMNS = `l.seq::int AS seq, l.at, l.actor_type, l.actor_id, l.actor_name, l.kind, l.applicant_ids,
  l.detail, l.ip, l.request_id`;
const CSV_HEADER = [
  'when',
  'actor_type',
  'actor_id',
  'who',
  'what',
  'applicants',
  'detail',
  'address',
  'request_id',
];

@Injectable()
export class AccessLogReadModel {
  constructor(private readonly db: Database) {}

  /** A page of a company's lines, newest first, with its total (counted up to 10,001). */
  async list(companyId: number, q: AccessLogQuery): Promise<{ rows: AccessLogRow[]; meta: PageMeta }> {
    const filter = accessLogFilter(companyId, q);
    const page = parsePage(single(q, 'page'));
    const limit = parseLimit(single(q, 'limit'), ACCESS_LOG_LIMITS);
    return this.db.tx(tenant(companyId), async (tx) => {
      const rows = await tx.query<AccessLogRow>(
        `SELECT ${COLUMNS} FROM access_log l WHERE ${filter.where}
          ORDER BY l.at DESC, l.seq DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        filter.params,
      );
      const total = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM access_log l WHERE ${filter.where} LIMIT 10001) t`,
        filter.params,
      );
      return { rows: rows.rows, meta: { total: total.rows[0].n, page, limit } };
    });
  }

  /** Every line the filter matches, as CSV (csv-stringify, formula-safe cells), from a cursor. */
  async streamCsv(companyId: number, filter: AccessLogFilter, out: NodeJS.WritableStream): Promise<void> {
    await this.db.tx(tenant(companyId), async (tx) => {
      const rows = tx.query(
        new QueryStream(
          `SELECT ${COLUMNS} FROM access_log l WHERE ${filter.where} ORDER BY l.at DESC, l.seq DESC`,
          filter.params,
          { batchSize: 500, highWaterMark: 500 },
        ),
      );
      const toCells = new Transform({
        objectMode: true,
        transform: (r: AccessLogRow, _e, cb) =>
          cb(
            null,
            [
              new Date(r.at).toISOString(),
              r.actor_type,
              r.actor_id,
              r.actor_name,
              r.kind,
              r.applicant_ids.join(' '),
              JSON.stringify(r.detail),
              r.ip,
              r.request_id,
            ].map(formulaSafe),
          ),
      });
      await pipeline(rows, toCells, stringify({ header: true, columns: CSV_HEADER }), out);
    });
  }

  /**
   * Everyone with a line in the company's log (the staff-member filter's choices; an auditor may not
   * read the team list), each under the name of their newest line.
   */
  actors(companyId: number): Promise<Array<{ actor_type: string; actor_id: string; actor_name: string }>> {
    return this.db.rows(
      tenant(companyId),
      `SELECT DISTINCT ON (l.actor_type, l.actor_id) l.actor_type, l.actor_id, l.actor_name
         FROM access_log l WHERE l.company_id = $1
        ORDER BY l.actor_type, l.actor_id, l.seq DESC`,
      [companyId],
    );
  }

  /** The super admin's view: how many lines each company has, never the lines. */
  counts(): Promise<Array<{ company_id: number; lines: number; last_at: string | null }>> {
    return this.db.rows(
      SYSTEM,
      `SELECT h.company_id::int AS company_id, h.seq::int AS lines,
              (SELECT max(l.at) FROM access_log l WHERE l.company_id = h.company_id) AS last_at
         FROM access_log_heads h ORDER BY h.company_id`,
    );
  }
}
