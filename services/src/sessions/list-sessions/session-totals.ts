import type { Tx } from '../../shared/database/database';
import { answerKey, type TenantReadCache } from '../../shared/read-cache/tenant-read-cache';
import { FEW_MATCHES, type SearchTotal } from './search-planner';
import type { SessionFilter } from './session-filters';

/** A list request's transaction and tenant, and the read cache when the process has one (not the worker). */
export interface ListContext {
  tx: Tx;
  companyId: number;
  cache?: TenantReadCache;
}

/** Filtered totals are counted up to this many rows; beyond it the list says "more than". */
export const COUNT_CAP = 10_000;
/** A filtered total is not counted when the planner estimates at least this many times the cap. */
const ESTIMATE_MARGIN = 10;

/**
 * The total as a scalar sub-select on the counters, when counters answer it exactly: no filter at all
 * (the tenant's session count), or only a creation period and/or one dashboard flag (a sum of
 * per-day counters, the dashboard's rule). Binds its values into `params` ($1 is the company).
 */
export function counterTotal(filter: SessionFilter, params: unknown[]): string | null {
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
 * The total of a common search term with other filters: the planner's rows for the other filters
 * times the term's estimated share (independent columns assumed). Clearly more than FEW_MATCHES
 * says "more than" without reading rows; otherwise the filtered total is counted (capped).
 */
export async function commonTermTotal(
  context: ListContext,
  rest: SessionFilter,
  share: number,
  counted: () => Promise<{ total: number; total_capped: boolean }>,
) {
  const expected = (await plannedRows(context, rest.where, rest.params)) * share;
  return expected >= ESTIMATE_MARGIN * FEW_MATCHES ? { total: FEW_MATCHES, total_capped: true } : counted();
}

/**
 * The planner's estimate of the sessions a condition keeps (EXPLAIN, no row read). Kept like a
 * common term's estimate until the tenant's sessions change (the statistics it reads only move
 * with them), so a search with other filters, or a term too short for the search index, asks
 * PostgreSQL for its page alone on the next request instead of planning its total again.
 */
export async function plannedRows(
  { tx, companyId, cache }: ListContext,
  where: string,
  params: unknown[],
): Promise<number> {
  const ask = async () => {
    const plan = (
      await tx.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM verification_sessions s WHERE ${where}`, params)
    ).rows[0]['QUERY PLAN'];
    return String(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
  };
  return Number(
    cache ? await cache.answer(companyId, answerKey('planned-rows', where, params), ask) : await ask(),
  );
}

/** The unfiltered total is a counter row; a filtered one is counted, capped so a page stays fast. */
export async function filteredTotal(
  { tx, companyId, cache }: ListContext,
  filter: SessionFilter,
  where: string,
  params: unknown[],
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
  if ((await plannedRows({ tx, companyId, cache }, where, params)) >= ESTIMATE_MARGIN * cap)
    return { total: cap, total_capped: true };
  // Kept until the tenant's sessions change, like the estimates: paging through a search with other
  // filters, or staff asking the same, counts once. A search's count is the dear one (its substring
  // test runs on every row of the other filters until the cap, which a combination rarer than the cap
  // never reaches).
  const count = async () =>
    (
      await tx.query(
        `SELECT count(*) AS n FROM (SELECT 1 FROM verification_sessions s WHERE ${where} LIMIT ${cap + 1}) x`,
        params,
      )
    ).rows[0].n as string;
  const n = Number(
    cache ? await cache.answer(companyId, answerKey('counted', where, params, cap), count) : await count(),
  );
  return { total: Math.min(n, cap), total_capped: n > cap };
}

export interface PageTotal {
  total: number;
  /** True when `total` is a lower bound ("more than"). */
  total_capped: boolean;
}

/**
 * The total a page of the list answers with, read as cheaply as the page allows: a short page by
 * offset ends the list (no count: a rare search term would otherwise read the tenant's sessions
 * twice); a total kept by counters rode along in the page query; a search's plan may know it; else
 * the filtered total is counted (capped: to FEW_MATCHES for a search, whose substring test runs on
 * every row read, to COUNT_CAP otherwise).
 */
export async function pageTotal(
  context: ListContext,
  list: {
    filter: SessionFilter;
    /** The condition and values the total counts: the search plan's, without the keyset cursor. */
    counted: { where: string; params: unknown[] };
    search: string;
    searchTotal?: SearchTotal;
  },
  page: { rows: number; limit: number; offset: number; keyset: boolean; counterTotal: number | null },
): Promise<PageTotal> {
  if (!page.keyset && page.rows < page.limit && (page.rows > 0 || page.offset === 0))
    return { total: page.offset + page.rows, total_capped: false };
  if (page.counterTotal !== null) return { total: page.counterTotal, total_capped: false };
  const counted = (cap: number) =>
    filteredTotal(context, list.filter, list.counted.where, list.counted.params, cap);
  const known = list.searchTotal;
  switch (known?.kind) {
    case 'found':
      return { total: known.total, total_capped: false };
    case 'more-than-few':
      return { total: FEW_MATCHES, total_capped: true };
    case 'estimated':
      return commonTermTotal(context, known.rest, known.share, () => counted(FEW_MATCHES));
    default:
      return counted(list.search ? FEW_MATCHES : COUNT_CAP);
  }
}
