import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { formulaSafe } from '../../shared/csv/formula-safe';
import { Database, type Tx, tenant } from '../../shared/database/database';
import { CHECK_NAMES, IdvView } from '../read-models/idv-view';
import { editUser } from '../get-idv/idv-record.response';

const HEADER = [
  'id',
  'uuid',
  'form_type',
  'first_name',
  'last_name',
  'date_of_birth',
  'email',
  'status',
  'overall_validation',
  'overall_value',
  'reason',
  'edit_user',
  'edited_on',
  'created_at',
  'completed_at',
  'link_opened_at',
  ...CHECK_NAMES,
];

function csvRow(v: IdvView): unknown[] {
  return [
    v.id,
    v.uuid,
    v.form_type,
    v.first_name,
    v.last_name,
    v.date_of_birth,
    v.email,
    v.status,
    v.overall_validation ?? 'PENDING',
    v.overall_value,
    v.reason,
    editUser(v, 'en'),
    v.edited_on,
    v.created_at,
    v.completed_at,
    v.formLinks[0]?.clicked_at ?? null,
    ...CHECK_NAMES.map((c) => v.checks[c]?.result ?? null),
  ];
}

/**
 * The IDV list's rows as CSV, streamed from a server-side cursor through csv-stringify (flat memory
 * whatever the size), each cell formula-safe. The tenant transaction lives as long as the download.
 */
@Injectable()
export class IdvCsvExport {
  constructor(private readonly db: Database) {}

  /**
   * Counts the rows, answers the count, then streams them into `out` (destroyed on failure). One
   * snapshot for both, so the access log's row count is the number of rows the file holds.
   */
  counted(
    companyId: number,
    filter: { where: string; params: unknown[] },
    out: NodeJS.WritableStream & { destroy(e?: Error): void },
  ): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const work = async (tx: Tx) => {
        const { rows } = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM idv_records r WHERE ${filter.where}`,
          filter.params,
        );
        resolve(rows[0].n);
        await this.streamIn(tx, filter, out);
      };
      this.db.tx(tenant(companyId), work, { snapshot: true }).catch((error: Error) => {
        reject(error);
        out.destroy(error);
      });
    });
  }

  private async streamIn(tx: Tx, filter: { where: string; params: unknown[] }, out: NodeJS.WritableStream) {
    const rows = tx.query(
      new QueryStream(
        `SELECT r.view FROM idv_records r WHERE ${filter.where} ORDER BY r.created_at DESC, r.id DESC`,
        filter.params,
        { batchSize: 500, highWaterMark: 500 },
      ),
    );
    const toCells = new Transform({
      objectMode: true,
      transform: (row: { view: IdvView }, _e, cb) => cb(null, csvRow(row.view).map(formulaSafe)),
    });
    await pipeline(rows, toCells, stringify({ header: true, columns: HEADER }), out);
  }
}
