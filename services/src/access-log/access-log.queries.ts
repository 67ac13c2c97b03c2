import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PassThrough, type Readable } from 'node:stream';
import type { PageMeta } from '../shared/http/api-response';
import { AccessLogQuery, AccessLogReadModel, AccessLogRow, accessLogFilter } from './access-log.read-model';

export type { AccessLogQuery } from './access-log.read-model';

/** A page of one company's access log, newest first. */
export class ListAccessLog extends Query<{ rows: AccessLogRow[]; meta: PageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: AccessLogQuery,
  ) {
    super();
  }
}

@QueryHandler(ListAccessLog)
export class ListAccessLogHandler implements IQueryHandler<ListAccessLog> {
  constructor(private readonly log: AccessLogReadModel) {}
  execute({ companyId, query }: ListAccessLog) {
    return this.log.list(companyId, query);
  }
}

/** The same lines as CSV; the filter is parsed before the first byte (a bad one is a 400). */
export class ExportAccessLogCsv extends Query<Readable> {
  constructor(
    readonly companyId: number,
    readonly query: AccessLogQuery,
  ) {
    super();
  }
}

@QueryHandler(ExportAccessLogCsv)
export class ExportAccessLogCsvHandler implements IQueryHandler<ExportAccessLogCsv> {
  constructor(private readonly log: AccessLogReadModel) {}
  async execute({ companyId, query }: ExportAccessLogCsv): Promise<Readable> {
    const filter = accessLogFilter(companyId, query);
    const body = new PassThrough({ highWaterMark: 65_536 });
    this.log.streamCsv(companyId, filter, body).catch((error) => body.destroy(error));
    return body;
  }
}

/** Who has lines in a company's log (the staff-member filter's choices). */
export class ListAccessLogActors extends Query<
  Array<{ actor_type: string; actor_id: string; actor_name: string }>
> {
  constructor(readonly companyId: number) {
    super();
  }
}

@QueryHandler(ListAccessLogActors)
export class ListAccessLogActorsHandler implements IQueryHandler<ListAccessLogActors> {
  constructor(private readonly log: AccessLogReadModel) {}
  execute({ companyId }: ListAccessLogActors) {
    return this.log.actors(companyId);
  }
}

/** How many lines each company's log holds (the super admin sees no line itself). */
export class CountAccessLogLines extends Query<
  Array<{ company_id: number; lines: number; last_at: string | null }>
> {}

@QueryHandler(CountAccessLogLines)
export class CountAccessLogLinesHandler implements IQueryHandler<CountAccessLogLines> {
  constructor(private readonly log: AccessLogReadModel) {}
  execute() {
    return this.log.counts();
  }
}
