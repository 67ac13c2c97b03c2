import { Optional } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import type { Language } from '../../shared/i18n';
import { todayUtc } from '../../shared/period/reporting-period';
import { TenantReadCache } from '../../shared/read-cache/tenant-read-cache';
import { sessionListJson } from '../read-models/session-list-json';
import { planSearch } from './search-planner';
import { SessionQuery, sessionFilter } from './session-filters';
import { decodeCursor, encodeCursor, keysetAfter, listParams } from './session-list-order';
import { sessionPageStatements } from './session-page.sql';
import { counterTotal, pageTotal, type ListContext } from './session-totals';

export interface SessionPageMeta {
  total: number;
  total_capped: boolean;
  page: number;
  limit: number;
  next_cursor: string | null;
}

/**
 * One page of the sessions list (GET /api/getSessions, and the Students screens): server-side
 * filters, search, sort, offset or keyset paging. Each session is JSON text already
 * (session-list-json.ts): sessionPageJson writes the answer.
 */
export class ListSessions extends Query<{ data: string[]; meta: SessionPageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: SessionQuery,
    readonly language: Language = 'en',
  ) {
    super();
  }
}

/**
 * The page's plan is put together here from parts that each stand alone, in their own files: the
 * order, page size and cursor (session-list-order.ts), how a search term is found
 * (search-planner.ts), the page's statements (session-page.sql.ts) and how the total is known
 * (session-totals.ts). Every parameter is checked before the first statement.
 */
@QueryHandler(ListSessions)
export class ListSessionsHandler implements IQueryHandler<ListSessions> {
  constructor(
    private readonly db: Database,
    /** Keeps a common term's estimate and the planner's row counts until the tenant's sessions change. */
    @Optional() private readonly cache?: TenantReadCache,
  ) {}

  async execute({ companyId, query: q, language }: ListSessions) {
    const today = todayUtc();
    const filter = sessionFilter(q, companyId, today);
    const { sort, direction, limit, page } = listParams(q);
    const after = typeof q.after === 'string' && q.after ? decodeCursor(q.after) : null;
    const offset = after ? 0 : (page - 1) * limit;
    const search = typeof q.search === 'string' ? q.search.trim().slice(0, 200) : '';
    return this.db.reads(tenant(companyId), async (tx) => {
      const context: ListContext = { tx, companyId, cache: this.cache };
      const plan = await planSearch(context, q, filter, search, today);
      const counted = { where: plan.where, params: [...plan.params] };
      const params = [...plan.params];
      const where = after ? plan.where + keysetAfter(sort, direction, after, params) : plan.where;
      // A total kept by counters rides along in the page query (one round trip fewer than asking after it).
      const counter = counterTotal(filter, params);
      const statements = sessionPageStatements({
        where,
        params,
        sort,
        direction,
        limit,
        offset,
        counter,
        walk: plan.walk,
        search,
        after,
      });
      let rows = (await tx.query(statements.page)).rows;
      if (statements.everyMatch && rows.length < limit) rows = (await tx.query(statements.everyMatch)).rows;
      const total = await pageTotal(
        context,
        { filter, counted, search, searchTotal: plan.total },
        {
          rows: rows.length,
          limit,
          offset,
          keyset: !!after,
          counterTotal: counter && rows.length ? Number(rows[0].counter_total) : null,
        },
      );
      const last = rows[rows.length - 1];
      const meta: SessionPageMeta = {
        ...total,
        page: after ? 1 : page,
        limit,
        next_cursor: rows.length === limit ? encodeCursor([last.sort_key, last.id]) : null,
      };
      return { data: rows.map((row) => sessionListJson(row, language)), meta };
    });
  }
}
