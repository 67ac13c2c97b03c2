import { prepared, type Statement } from '../../shared/database/prepared';
import { SESSION_LIST_JSON } from '../read-models/session-list-json';
import { windowQuery } from './search-planner';
import type { SessionFilter } from './session-filters';
import { listOrder, type SortColumn } from './session-list-order';

/** What one page of the sessions list reads: its condition, order and place in the list. */
export interface PageRequest {
  /** The condition and values, the keyset cursor's included. */
  where: string;
  params: unknown[];
  sort: SortColumn;
  direction: string;
  limit: number;
  offset: number;
  /** A total kept by counters (session-totals.ts counterTotal), read in the same statement. */
  counter: string | null;
  /** A common search term's window (search-planner.ts), with the term and the cursor it continues after. */
  walk?: { rest: SessionFilter; share: number };
  search: string;
  after: [string, string] | null;
}

/**
 * The statements of one page: `page` first; when it walked a common term's window and found fewer
 * rows than the page needs (the end of the list, or a term rarer than its estimate), `everyMatch`
 * reads the page over every match, as for any other filter. Each row comes back as the session's
 * JSON text (session-list-json.ts), its sort key (for the cursor) and the counter total if any.
 */
export function sessionPageStatements(page: PageRequest): {
  page: Statement;
  everyMatch?: Statement;
} {
  const { where, params, sort, direction, limit, offset, counter, walk } = page;
  const order = listOrder(sort, direction);
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
  const statement = ([text, values]: [string, unknown[]]): Statement =>
    offset === 0 ? prepared(text, values) : { text, values };
  const everyMatch = statement(
    asJson([`${select} FROM ${from} ${order}${offset === 0 ? ` LIMIT ${limit}` : ''}`, params]),
  );
  if (!walk) return { page: everyMatch };
  return {
    page: statement(
      asJson(windowQuery(select, walk, page.search, sort, direction, page.after, offset, limit)),
    ),
    everyMatch,
  };
}
