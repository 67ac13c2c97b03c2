import { likePattern } from '../../shared/http/paging';
import { queryText } from '../../shared/http/list-filter';
import { isUuid } from '../../shared/http/uuid';
import { answerKey } from '../../shared/read-cache/tenant-read-cache';
import { SEARCH_TEXT_FIELDS, sessionFilter, type SessionFilter, type SessionQuery } from './session-filters';
import { keysetAfter, listOrder, type SortColumn } from './session-list-order';
import type { ListContext } from './session-totals';

/** How the sessions list finds a search term's page: by the search index's ids, or by a bounded walk. */
/**
 * A search term with three letters or digits in a row has trigrams, so the search index answers it
 * (search_sessions, migrations 032, 037, 052). When it matches at most this many sessions the page reads
 * just those rows by id; a term matching more fills a page quickly by walking the sort order instead.
 */
export const FEW_MATCHES = 1_000;
/**
 * A term the planner expects in at least this many sessions is "common" (its estimate from trigram
 * statistics is rough: twenty times FEW_MATCHES keeps a term in fewer than 1,000 sessions exact).
 */
const COMMON_TERM = 20 * (FEW_MATCHES + 1);
export const INDEXED_TERM = /[a-z0-9]{3}/i;
/** A common term's window: the rows a page needs over the term's share, times this margin … */
const WINDOW_MARGIN = 4;
/** … and never more than this many rows (a page past it reads every match instead). */
const WINDOW_MAX = 100_000;

/** How the total of a searched page is known, as the planner found it (session-totals.ts pageTotal). */
export type SearchTotal =
  /** A rare term and no other filter: the number of sessions the search index found. */
  | { kind: 'found'; total: number }
  /** A common term and no other filter: more than FEW_MATCHES (counting would read thousands of rows). */
  | { kind: 'more-than-few' }
  /** A common term with other filters: estimated from the planner's rows for the others times its share. */
  | { kind: 'estimated'; rest: SessionFilter; share: number };

/** What a list request reads, once the search index and the planner have been asked. */
export interface SearchPlan {
  /** The filter's condition and values, narrowed to the ids the search index found. */
  where: string;
  params: unknown[];
  /** A common term: the page walks a bounded window of the list's order (windowQuery). */
  walk?: { rest: SessionFilter; share: number };
  /** Set when the search decides the total; otherwise the filtered total is counted. */
  total?: SearchTotal;
}

/**
 * The plan of a list request's search. A rare first name, last name or e-mail asked for by a field
 * filter adds its few sessions' ids (rareFieldIds). For a search term with trigrams the planner's
 * estimate of its matches decides (search_sessions_first_page, migration 052): a term in fewer
 * sessions adds the ids the search index found, so the page reads those rows by primary key and
 * their number is the total; a common term adds nothing, so the page walks the list's sort order in
 * a bounded window (windowQuery) and the total says "more than" without reading the matches.
 */
export async function planSearch(
  context: ListContext,
  q: SessionQuery,
  filter: SessionFilter,
  search: string,
  today: string,
): Promise<SearchPlan> {
  // The rare field values' ids, bound into the filter and into `rest` below alike.
  const narrowing = await rareFieldIds(context, q);
  const narrow = (f: SessionFilter): SessionFilter => {
    const narrowed = { ...f, params: [...f.params] };
    for (const ids of narrowing) narrowed.where += ` AND s.id = ANY($${narrowed.params.push(ids)}::bigint[])`;
    return narrowed;
  };
  const { where, params } = narrow(filter);
  if (!INDEXED_TERM.test(search)) return { where, params };
  // The other filters alone: what a common term's window walks and its estimate starts from.
  const rest = narrow(sessionFilter({ ...q, search: undefined }, context.companyId, today));
  const found = await termEstimate(context, search);
  if (found.ids && found.ids.length <= FEW_MATCHES) {
    return {
      where: `${where} AND s.id = ANY($${params.push(found.ids)}::bigint[])`,
      params,
      total: rest.filtered ? undefined : { kind: 'found', total: found.ids.length },
    };
  }
  const share = found.share ?? 1;
  const total: SearchTotal | undefined = !rest.filtered
    ? { kind: 'more-than-few' }
    : !found.ids && !found.manyFound
      ? { kind: 'estimated', rest, share }
      : undefined;
  return { where, params, walk: { rest, share }, total };
}

/**
 * For each field filter on a first name, last name or e-mail whose value the search index finds in
 * at most FEW_MATCHES sessions: those sessions' ids, a superset of the filter's rows (the value is
 * part of their search text). The filter's own condition still decides; the ids let the page and
 * its count read just those rows. A value absent from every session of a 1,000,000-session tenant
 * otherwise read all of them (lower(column) is tested row by row): about 0.7 s for a page.
 */
export async function rareFieldIds(context: ListContext, q: SessionQuery): Promise<string[][]> {
  const found: string[][] = [];
  for (const field of SEARCH_TEXT_FIELDS) {
    const value = queryText(q, field);
    // A whole uuid is looked up by equality in the search index, not in the names: no superset.
    if (!value || value.length > 200 || !INDEXED_TERM.test(value) || isUuid(value)) continue;
    const { ids } = await termEstimate(context, value);
    if (ids && ids.length <= FEW_MATCHES) found.push(ids);
  }
  return found;
}

/** What the search index says of a term: its sessions' ids when few, else its estimated share. */
export interface TermEstimate {
  ids: string[] | null;
  share: number | null;
  /**
   * The term was estimated rarer than common, but walking its matches found more than FEW_MATCHES: a
   * list pages it like a common term, and with other filters counts its total (never estimates it).
   */
  manyFound?: boolean;
}

/**
 * search_sessions_first_page's answer for a term. A term in more than FEW_MATCHES sessions (a common
 * one, its share estimated from the search index's statistics, or one whose matches were walked and
 * passed FEW_MATCHES) is kept until the tenant's sessions change, so paging through "garcia" or typing
 * it again asks PostgreSQL for the page alone (one round trip, not two, and no walk of a thousand
 * matches); a rarer term's ids are read every time.
 */
export async function termEstimate(
  { tx, companyId, cache }: ListContext,
  search: string,
): Promise<TermEstimate> {
  const ask = async () => {
    const found = (
      await tx.query<TermEstimate>('SELECT ids, share FROM search_sessions_first_page($1, $2, $3)', [
        search,
        FEW_MATCHES + 1,
        COMMON_TERM,
      ])
    ).rows[0];
    const many = found.ids !== null && found.ids.length > FEW_MATCHES;
    return JSON.stringify(many ? { ids: null, share: found.share, manyFound: true } : found);
  };
  const kept = (answer: string) => (JSON.parse(answer) as TermEstimate).ids === null;
  return JSON.parse(
    cache
      ? await cache.answer(companyId, answerKey('common-term', search.toLowerCase()), ask, kept)
      : await ask(),
  ) as TermEstimate;
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
export function windowQuery(
  select: string,
  walk: { rest: SessionFilter; share: number },
  search: string,
  sort: SortColumn,
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
