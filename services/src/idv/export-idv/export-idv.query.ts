import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PassThrough, type Readable } from 'node:stream';
import { todayUtc } from '../../shared/period/reporting-period';
import { IdvQuery, idvFilter } from '../list-idv/idv-filters';
import { IdvCsvExport } from './idv-csv.export';

/**
 * Every IDV matching the list's filters, as CSV. The filters are parsed before the stream starts
 * (a bad filter answers 400, not a broken download); the rows stream from a cursor.
 */
export class ExportIdvCsv extends Query<Readable> {
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

  async execute({ companyId, query }: ExportIdvCsv): Promise<Readable> {
    const filter = idvFilter(query, companyId, todayUtc());
    const body = new PassThrough();
    this.csv.stream(companyId, filter, body).catch((error) => body.destroy(error));
    return body;
  }
}
