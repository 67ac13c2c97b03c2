import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PassThrough, type Readable } from 'node:stream';
import { todayUtc } from '../../shared/period/reporting-period';
import { SessionQuery, sessionFilter } from '../list-sessions/session-filters';
import { SessionsCsvExport } from './sessions-csv.stream';

/**
 * Every session matching the list's filters, as CSV (sessions-csv.stream.ts). The filters are
 * parsed before the stream starts (a bad filter answers 400, not a broken download).
 */
export class ExportSessionsCsv extends Query<{ body: Readable; rows: number }> {
  constructor(
    readonly companyId: number,
    readonly query: SessionQuery,
  ) {
    super();
  }
}

@QueryHandler(ExportSessionsCsv)
export class ExportSessionsCsvHandler implements IQueryHandler<ExportSessionsCsv> {
  constructor(private readonly csv: SessionsCsvExport) {}

  /** The rows are counted before the first byte (the access log's line records how many). */
  async execute({ companyId, query }: ExportSessionsCsv): Promise<{ body: Readable; rows: number }> {
    const filter = sessionFilter(query, companyId, todayUtc());
    const body = new PassThrough({ highWaterMark: 65_536 });
    const rows = await this.csv.counted(companyId, filter, body);
    return { body, rows };
  }
}
