import { Injectable, Optional } from '@nestjs/common';
import { TenantReadCache } from '../../shared/read-cache/tenant-read-cache';
import { Database, prepared, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { isUuid } from '../../shared/http/uuid';
import type { Language } from '../../shared/i18n';
import { SESSION_COLUMNS, sessionView } from '../read-models/session-view';
import { SESSION_LIST_JSON, sessionListJson } from '../read-models/session-list-json';
import { todayUtc } from '../../shared/period/reporting-period';
import { SessionFilter, SessionQuery, sessionFilter } from './session-filters';
import { decodeCursor, encodeCursor, keysetAfter, listOrder, listParams } from './session-list-order';
import { FEW_MATCHES, INDEXED_TERM, rareFieldIds, termEstimate, windowQuery } from './search-planner';
import { COUNT_CAP, commonTermTotal, counterTotal, filteredTotal, type ListContext } from './session-totals';

/**
 * The sessions list (GET /api/getSessions) and one session. The page's plan is put together here from
 * three parts, each in its own file: the order, page size and cursor (session-list-order.ts), how a
 * search term is found (search-planner.ts) and how the total is known (session-totals.ts).
 */
export interface SessionPageMeta {
  total: number;
  total_capped: boolean;
  page: number;
  limit: number;
  next_cursor: string | null;
}

@Injectable()
export class SessionsReadModel {
  constructor(
    private readonly db: Database,
    /** Absent in the worker (it reads one session at a time). */
    @Optional() private readonly cache?: TenantReadCache,
  ) {}

  async list(q: SessionQuery, companyId: number, language: Language = 'en') {
    const filter = sessionFilter(q, companyId, todayUtc());
    const { sort, direction, limit, page } = listParams(q);
    const after = typeof q.after === 'string' && q.after ? decodeCursor(q.after) : null;
    const offset = after ? 0 : (page - 1) * limit;
    const search = typeof q.search === 'string' ? q.search.trim().slice(0, 200) : '';
    return this.db.reads(tenant(companyId), async (tx) => {
      const context: ListContext = { tx, companyId, cache: this.cache };
      // A rare first name, last name or e-mail asked for by a field filter: its few sessions' ids,
      // bound into the filter and into `rest` below alike.
      const narrowing = await rareFieldIds(context, q);
      const narrow = (f: SessionFilter): SessionFilter => {
        const narrowed = { ...f, params: [...f.params] };
        for (const ids of narrowing)
          narrowed.where += ` AND s.id = ANY($${narrowed.params.push(ids)}::bigint[])`;
        return narrowed;
      };
      const { where: filtered, params } = narrow(filter);
      let where = filtered;
      // Search: the filter keeps its substring condition on search_text. For a term with trigrams the
      // planner's estimate of its matches decides (search_sessions_first_page, migration 052): a term
      // in fewer sessions adds the ids the search index found, so the page reads those rows by primary
      // key and their number is the total; a common term adds nothing, so the page walks the list's
      // sort order in a bounded window (windowQuery) and the total says "more than" without reading
      // the matches.
      let searchTotal: (() => Promise<{ total: number; total_capped: boolean }>) | undefined;
      // A common term's estimated share of the tenant's sessions: its page walks a bounded window.
      let walk: { rest: SessionFilter; share: number } | undefined;
      if (INDEXED_TERM.test(search)) {
        const rest = narrow(sessionFilter({ ...q, search: undefined }, companyId, todayUtc()));
        const found = await termEstimate(context, search);
        if (found.ids && found.ids.length <= FEW_MATCHES) {
          where += ` AND s.id = ANY($${params.push(found.ids)}::bigint[])`;
          if (!rest.filtered) searchTotal = async () => ({ total: found.ids!.length, total_capped: false });
        } else {
          walk = { rest, share: found.share ?? 1 };
          if (!rest.filtered) {
            // More than FEW_MATCHES: counting further would read thousands of rows per page.
            searchTotal = async () => ({ total: FEW_MATCHES, total_capped: true });
          } else if (!found.ids) {
            searchTotal = () =>
              commonTermTotal(context, rest, found.share ?? 1, () =>
                filteredTotal(context, filter, counted.where, counted.params, FEW_MATCHES),
              );
          }
        }
      }
      const counted = { where, params: [...params] };
      if (after) where += keysetAfter(sort, direction, after, params);
      const order = listOrder(sort, direction);
      // A total kept by counters rides along in the page query (one round trip fewer than asking after it).
      const counter = counterTotal(filter, params);
      // A deep page finds its ids first (an index-only walk past the offset when the filter's columns
      // are in an index: no heap read per skipped row), then reads just those rows.
      const from =
        offset === 0
          ? `verification_sessions s WHERE ${where}`
          : `verification_sessions s WHERE s.id IN (SELECT s.id FROM verification_sessions s WHERE ${where} ${order} LIMIT ${limit} OFFSET ${offset})`;
      const select = `SELECT s.*, (${sort.sql})::text AS sort_key${counter ? `, (${counter}) AS counter_total` : ''}`;
      // The rows are written as JSON by an outer query over the page alone, so PostgreSQL writes 25
      // rows whatever plan finds them (in the query that finds them, a plan that sorts the matches of
      // a window may write each match before the limit keeps 25).
      const asJson = ([text, values]: [string, unknown[]]): [string, unknown[]] => [
        `SELECT s.id, ${SESSION_LIST_JSON}, s.sort_key${counter ? ', s.counter_total' : ''} FROM (${text}) s ${order}`,
        values,
      ];
      // Kept prepared only when its text comes from a small set: an offset is written into the text,
      // and a connection must not collect a prepared statement for every page number.
      const statement = (text: string, values: unknown[]) =>
        offset === 0 ? prepared(text, values) : { text, values };
      const everyMatch = () =>
        tx.query(
          statement(
            ...asJson([`${select} FROM ${from} ${order}${offset === 0 ? ` LIMIT ${limit}` : ''}`, params]),
          ),
        );
      let rows = (
        walk
          ? await tx.query(
              statement(...asJson(windowQuery(select, walk, search, sort, direction, after, offset, limit))),
            )
          : await everyMatch()
      ).rows;
      // The window held fewer matches than the page needs (the end of the list, or a term rarer than
      // its estimate): the page is read over every match, as for any other filter.
      if (walk && rows.length < limit) rows = (await everyMatch()).rows;
      // A short page by offset ends the list, so it gives the total without counting (a rare search
      // term would otherwise read the tenant's sessions twice).
      const total =
        !after && rows.length < limit && (rows.length > 0 || offset === 0)
          ? { total: offset + rows.length, total_capped: false }
          : counter && rows.length
            ? { total: Number(rows[0].counter_total), total_capped: false }
            : await (searchTotal
                ? searchTotal()
                : filteredTotal(
                    context,
                    filter,
                    counted.where,
                    counted.params,
                    search ? FEW_MATCHES : COUNT_CAP,
                  ));
      const last = rows[rows.length - 1];
      const meta: SessionPageMeta = {
        ...total,
        page: after ? 1 : page,
        limit,
        next_cursor: rows.length === limit ? encodeCursor([last.sort_key, last.id]) : null,
      };
      // Each session is JSON text already (session-list-json.ts): sessionPageJson writes the answer.
      return { data: rows.map((row) => sessionListJson(row, language)), meta };
    });
  }

  async get(uuid: string, companyId: number, language: Language = 'en') {
    if (!isUuid(uuid)) throw new NotFoundError('error.notFound.session');
    const row = await this.db.one(
      tenant(companyId),
      `SELECT ${SESSION_COLUMNS} FROM verification_sessions s WHERE s.company_id = $1 AND s.uuid = $2::uuid`,
      [companyId, uuid],
    );
    if (!row) throw new NotFoundError('error.notFound.session');
    return sessionView(row, language);
  }
}
