import { Injectable, Optional } from '@nestjs/common';
import { TenantReadCache, answerKey } from '../../shared/read-cache/tenant-read-cache';
import { Database, prepared, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { likePattern, parsePage } from '../../shared/http/paging';
import { isUuid } from '../../shared/http/uuid';
import type { Language } from '../../shared/i18n';
import { SESSION_COLUMNS, sessionView } from '../read-models/session-view';
import { SESSION_LIST_JSON, sessionListJson } from '../read-models/session-list-json';
import { todayUtc } from '../../shared/period/reporting-period';
import { queryText } from '../../shared/http/list-filter';
import { SEARCH_TEXT_FIELDS, SessionFilter, SessionQuery, sessionFilter } from './session-filters';

/** Sortable columns with the type their keyset cursor value is cast back to. */
export const SESSION_SORTABLE: Record<string, { sql: string; type: string }> = {
  created_at: { sql: 's.created_at', type: 'timestamptz' },
  updated_at: { sql: 's.updated_at', type: 'timestamptz' },
  first_name: { sql: 's.first_name', type: 'text' },
  last_name: { sql: 's.last_name', type: 'text' },
  sur_name: { sql: 's.last_name', type: 'text' },
  email: { sql: 's.email', type: 'text' },
  date_of_birth: { sql: 's.date_of_birth', type: 'date' },
  overall_risk_level: { sql: 's.overall_risk_level', type: 'text' },
  uuid: { sql: 's.uuid', type: 'uuid' },
  id: { sql: 's.id', type: 'bigint' },
};
export const SESSION_LIMITS = [25, 50, 100];
/** Filtered totals are counted up to this many rows; beyond it the list says "more than". */
export const COUNT_CAP = 10_000;
/** A filtered total is not counted when the planner estimates at least this many times the cap. */
const ESTIMATE_MARGIN = 10;
/**
 * A search term with three letters or digits in a row has trigrams, so the search index answers it
 * (search_sessions, migrations 032, 037, 052). When it matches at most this many sessions the page reads
 * just those rows by id; a term matching more fills a page quickly by walking the sort order instead.
 */
const FEW_MATCHES = 1_000;
/**
 * A term the planner expects in at least this many sessions is "common" (its estimate from trigram
 * statistics is rough: twenty times FEW_MATCHES keeps a term in fewer than 1,000 sessions exact).
 */
const COMMON_TERM = 20 * (FEW_MATCHES + 1);
const INDEXED_TERM = /[a-z0-9]{3}/i;
/** A common term's window: the rows a page needs over the term's share, times this margin … */
const WINDOW_MARGIN = 4;
/** … and never more than this many rows (a page past it reads every match instead). */
const WINDOW_MAX = 100_000;

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
      // A rare first name, last name or e-mail asked for by a field filter: its few sessions' ids,
      // bound into the filter and into `rest` below alike.
      const narrowing = await this.rareFieldIds(tx, companyId, q);
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
        const found = await this.termEstimate(tx, companyId, search);
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
              this.commonTermTotal(tx, companyId, rest, found.share ?? 1, () =>
                this.total(tx, filter, counted.where, counted.params, companyId, FEW_MATCHES),
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
                : this.total(
                    tx,
                    filter,
                    counted.where,
                    counted.params,
                    companyId,
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

  /**
   * For each field filter on a first name, last name or e-mail whose value the search index finds in
   * at most FEW_MATCHES sessions: those sessions' ids, a superset of the filter's rows (the value is
   * part of their search text). The filter's own condition still decides; the ids let the page and
   * its count read just those rows. A value absent from every session of a 1,000,000-session tenant
   * otherwise read all of them (lower(column) is tested row by row): about 0.7 s for a page.
   */
  private async rareFieldIds(tx: any, companyId: number, q: SessionQuery): Promise<string[][]> {
    const found: string[][] = [];
    for (const field of SEARCH_TEXT_FIELDS) {
      const value = queryText(q, field);
      // A whole uuid is looked up by equality in the search index, not in the names: no superset.
      if (!value || value.length > 200 || !INDEXED_TERM.test(value) || isUuid(value)) continue;
      const { ids } = await this.termEstimate(tx, companyId, value);
      if (ids && ids.length <= FEW_MATCHES) found.push(ids);
    }
    return found;
  }

  /**
   * search_sessions_first_page's answer for a term. A common term's (no ids, its share estimated from
   * the search index's statistics) is kept until the tenant's sessions change, so paging through
   * "garcia" or typing it again asks PostgreSQL for the page alone (one round trip, not two); a rarer
   * term's ids are read every time.
   */
  private async termEstimate(
    tx: any,
    companyId: number,
    search: string,
  ): Promise<{ ids: string[] | null; share: number | null }> {
    const ask = async () =>
      JSON.stringify(
        (
          await tx.query('SELECT ids, share FROM search_sessions_first_page($1, $2, $3)', [
            search,
            FEW_MATCHES + 1,
            COMMON_TERM,
          ])
        ).rows[0],
      );
    const common = (answer: string) => JSON.parse(answer).ids === null;
    return JSON.parse(
      this.cache
        ? await this.cache.answer(companyId, answerKey('common-term', search.toLowerCase()), ask, common)
        : await ask(),
    );
  }

  /**
   * The total of a common search term with other filters: the planner's rows for the other filters
   * times the term's estimated share (independent columns assumed). Clearly more than FEW_MATCHES
   * says "more than" without reading rows; otherwise the filtered total is counted (capped).
   */
  private async commonTermTotal(
    tx: any,
    companyId: number,
    rest: SessionFilter,
    share: number,
    counted: () => Promise<{ total: number; total_capped: boolean }>,
  ) {
    const expected = (await this.plannedRows(tx, companyId, rest.where, rest.params)) * share;
    return expected >= ESTIMATE_MARGIN * FEW_MATCHES ? { total: FEW_MATCHES, total_capped: true } : counted();
  }

  /**
   * The planner's estimate of the sessions a condition keeps (EXPLAIN, no row read). Kept like a
   * common term's estimate until the tenant's sessions change (the statistics it reads only move
   * with them), so a search with other filters, or a term too short for the search index, asks
   * PostgreSQL for its page alone on the next request instead of planning its total again.
   */
  private async plannedRows(tx: any, companyId: number, where: string, params: unknown[]): Promise<number> {
    const ask = async () => {
      const plan = (
        await tx.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM verification_sessions s WHERE ${where}`, params)
      ).rows[0]['QUERY PLAN'];
      return String(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
    };
    return Number(
      this.cache
        ? await this.cache.answer(companyId, answerKey('planned-rows', where, params), ask)
        : await ask(),
    );
  }

  async get(uuid: string, companyId: number, language: Language = 'en') {
    if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw new NotFoundError('Session');
    const row = await this.db.one(
      tenant(companyId),
      `SELECT ${SESSION_COLUMNS} FROM verification_sessions s WHERE s.company_id = $1 AND s.uuid = $2::uuid`,
      [companyId, uuid],
    );
    if (!row) throw new NotFoundError('Session');
    return sessionView(row, language);
  }

  /** The unfiltered total is a counter row; a filtered one is counted, capped so a page stays fast. */
  private async total(
    tx: any,
    filter: SessionFilter,
    where: string,
    params: unknown[],
    companyId: number,
    cap: number,
  ) {
    const counterParams: unknown[] = [companyId];
    const counter = counterTotal(filter, counterParams);
    // counter is a whole SELECT: parenthesised, it is a scalar sub-select (bare, `SELECT SELECT …` was the
    // syntax error that failed every page past the end of a counted list).
    if (counter)
      return {
        total: Number((await tx.query(`SELECT (${counter}) AS n`, counterParams)).rows[0].n),
        total_capped: false,
      };
    // Counting to the cap reads 10,001 rows (3-5 ms since the tenant check runs once per statement,
    // migration 033). When the planner expects ten times the cap the answer is "more than 10,000"
    // without reading them; the margin covers estimate errors. The console then shows "of more than
    // 10000" and keeps paging. A search counts to FEW_MATCHES, as its indexed path does: its substring
    // test runs on every row read, and 10,001 matches of a two-letter term on 8 % of the rows were
    // 120,000 rows, 270 ms at 1,000,000 sessions.
    if ((await this.plannedRows(tx, companyId, where, params)) >= ESTIMATE_MARGIN * cap)
      return { total: cap, total_capped: true };
    const n = Number(
      (
        await tx.query(
          `SELECT count(*) AS n FROM (SELECT 1 FROM verification_sessions s WHERE ${where} LIMIT ${cap + 1}) x`,
          params,
        )
      ).rows[0].n,
    );
    return { total: Math.min(n, cap), total_capped: n > cap };
  }
}

/**
 * The total as a scalar sub-select on the counters, when counters answer it exactly: no filter at all
 * (the tenant's session count), or only a creation period and/or one dashboard flag (a sum of
 * per-day counters, the dashboard's rule). Binds its values into `params` ($1 is the company).
 */
function counterTotal(filter: SessionFilter, params: unknown[]): string | null {
  if (filter.byDay) {
    const { from, to, column } = filter.byDay;
    const bind = (value: unknown) => `$${params.push(value)}::date`;
    // The high-risk card's flag moves with watchlist reviews too: its counters are kept by triggers (migration 047).
    const table = column === 'high_risk_or_invalid_ssn' ? 'session_risk_days' : 'verification_session_days';
    return (
      `SELECT coalesce(sum(${column}), 0) FROM ${table} WHERE company_id = $1` +
      `${from ? ` AND day >= ${bind(from)}` : ''}${to ? ` AND day <= ${bind(to)}` : ''}`
    );
  }
  return filter.filtered
    ? null
    : 'SELECT coalesce((SELECT total FROM verification_session_counts WHERE company_id = $1), 0)';
}

/**
 * A common term's page (docs/performance.md, "Lists under load"). Under row-level security PostgreSQL
 * does not use a column's statistics for an operator that is not leakproof, such as LIKE: it guesses a
 * term's matches from the pattern's length (32 of 100,000 sessions for "garcia", which is in 8,334) and
 * then prefers reading every match and sorting them over walking the list's order (262 ms instead of
 * 2 ms). The walk is made explicit: the newest sessions in the list's order that pass the other
 * filters, as many as the page needs divided by the term's estimated share (from the search index's
 * statistics, read by search_sessions_first_page as the table's owner) with a margin, then the term's
 * matches among them. The inner query has no LIKE, so its estimate is exact and it walks the index.
 */
function windowQuery(
  select: string,
  walk: { rest: SessionFilter; share: number },
  search: string,
  sort: { sql: string; type: string },
  direction: string,
  after: [string, string] | null,
  offset: number,
  limit: number,
): [string, unknown[]] {
  const params = [...walk.rest.params];
  let where = walk.rest.where;
  if (after) where += keysetAfter(sort, direction, after, params);
  const order = listOrder(sort, direction);
  // A power of two (256, 512, …): few distinct texts, so the statement stays prepared.
  const wanted = ((offset + limit) / Math.max(walk.share, 1e-6)) * WINDOW_MARGIN + WINDOW_MARGIN * 50;
  const window = Math.min(WINDOW_MAX, 2 ** Math.ceil(Math.log2(wanted)));
  const pattern = `$${params.push(likePattern(search.toLowerCase()))}`;
  return [
    `${select} FROM (SELECT s.* FROM verification_sessions s WHERE ${where} ${order} LIMIT ${window}) s
      WHERE s.search_text LIKE ${pattern} ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  ];
}

/** The rows after a keyset cursor in the list's order (binds its two values into `params`). */
function keysetAfter(
  sort: { sql: string; type: string },
  direction: string,
  after: [string, string],
  params: unknown[],
): string {
  const cmp = direction === 'DESC' ? '<' : '>';
  return ` AND (${sort.sql}, s.id) ${cmp} ($${params.push(after[0])}::${sort.type}, $${params.push(after[1])}::bigint)`;
}

/** The list's order: the sort column, then the id as the tie-breaker the keyset cursor relies on. */
function listOrder(sort: { sql: string }, direction: string): string {
  return `ORDER BY ${sort.sql} ${direction}, s.id ${direction}`;
}

/**
 * Sessions created in a day range that are high or very high risk or lack a valid SSN: the dashboard
 * card, summed from the same per-day counters as the total of its list (high_risk_or_invalid_ssn=1 and
 * the period). A scalar sub-select over `$1` (from) and `$2` (to) and, unless `everyCompany` (the super
 * admin's dashboard: counts only), `$3` (the company), so the dashboard asks it in its own statement.
 */
export function highRiskOrInvalidSsnSql(everyCompany: boolean): string {
  return `(SELECT coalesce(sum(high_risk_or_invalid_ssn), 0) FROM session_risk_days
      WHERE day BETWEEN $1::date AND $2::date${everyCompany ? '' : ' AND company_id = $3'})`;
}

export function listParams(q: SessionQuery) {
  const str = (key: string) => (typeof q[key] === 'string' ? (q[key] as string) : undefined);
  const limit = Number.parseInt(str('limit') ?? '25', 10);
  if (!SESSION_LIMITS.includes(limit))
    throw new ValidationError([{ field: 'limit', message: `Must be one of ${SESSION_LIMITS.join(', ')}` }]);
  const sortKey = str('sort') ?? 'created_at';
  const sort = Object.hasOwn(SESSION_SORTABLE, sortKey) ? SESSION_SORTABLE[sortKey] : undefined;
  if (!sort) throw new ValidationError([{ field: 'sort', message: `Cannot sort by ${sortKey}` }]);
  const order = str('order')?.toLowerCase() ?? (sortKey.endsWith('_at') ? 'desc' : 'asc');
  const page = parsePage(q.page);
  return { sort, direction: order === 'asc' ? 'ASC' : 'DESC', limit, page };
}

function encodeCursor(value: [string, string]): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d+$/.test(String(value[1]))
    )
      return [value[0], String(value[1])];
  } catch {
    // fall through to the validation error
  }
  throw new ValidationError([{ field: 'after', message: 'Not a cursor from this list' }]);
}
