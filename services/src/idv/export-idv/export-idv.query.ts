import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PassThrough, type Readable } from 'node:stream';
import { todayUtc } from '../../shared/period/reporting-period';
import { IdvQuery, idvFilter } from '../list-idv/idv-filters';
import { IdvCsvExport } from './idv-csv.export';

/**
 * Every IDV matching the list's filters, as CSV. The filters are parsed before the stream starts
 * (a bad filter answers 400, not a broken download); the rows stream from a cursor.
 */
export class ExportIdvCsv extends Query<{ body: Readable; rows: number }> {
  constructor(
    readonly companyId: number,
    readonly query: IdvQuery,
  ) {
    super();
  }
}

@QueryHandler(ExportIdvCsv)
export class ExportIdvCsvHandler implements IQueryHandler<ExportIdvCsv> {
  constructor(private readonly csv: IdvCsvExport) {}

  /** The rows are counted before the first byte (the access log's line records how many). */
  async execute({ companyId, query }: ExportIdvCsv): Promise<{ body: Readable; rows: number }> {
    const filter = idvFilter(query, companyId, todayUtc());
    const body = new PassThrough();
    const rows = await this.csv.counted(companyId, filter, body);
    return { body, rows };
  }
}
