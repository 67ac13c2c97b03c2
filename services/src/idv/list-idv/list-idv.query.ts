import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import { PageMeta } from '../../shared/http/api-response';
import { parsePaging } from '../../shared/http/paging';
import { todayUtc } from '../../shared/period/reporting-period';
import { IdvView } from '../read-models/idv-view';
import { IDV_SORTABLE, IdvQuery, idvFilter } from './idv-filters';

/** One page of the IDV list: the query string as the console sends it (filters, sort, page). */
export class ListIdv extends Query<{ views: IdvView[]; meta: PageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: IdvQuery,
  ) {
    super();
  }
}

/** Filtered, sorted and paged in PostgreSQL. */
@QueryHandler(ListIdv)
export class ListIdvHandler implements IQueryHandler<ListIdv> {
  constructor(private readonly db: Database) {}

  async execute({ companyId, query }: ListIdv) {
    const paging = parsePaging(
      query as Record<string, string>,
      IDV_SORTABLE,
      'created_at',
      [25, 50, 100],
      'r.id',
    );
    // Default newest first; an explicit sort keeps rows without a value (pending results) at the end.
    const direction = String(query.order ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    const order = query.sort
      ? `${IDV_SORTABLE[query.sort as string]} ${direction} NULLS LAST, r.id ${direction}`
      : 'r.created_at DESC, r.id DESC';
    const filter = idvFilter(query, companyId, todayUtc());
    return this.db.tx(tenant(companyId), async (tx) => {
      const rows = (
        await tx.query<{ view: IdvView }>(
          `SELECT r.view FROM idv_records r WHERE ${filter.where}
        ORDER BY ${order} LIMIT ${paging.limit} OFFSET ${paging.offset}`,
          filter.params,
        )
      ).rows;
      const total = Number(
        (await tx.query(`SELECT count(*) AS n FROM idv_records r WHERE ${filter.where}`, filter.params))
          .rows[0].n,
      );
      return { views: rows.map((r) => r.view), meta: { total, page: paging.page, limit: paging.limit } };
    });
  }
}
