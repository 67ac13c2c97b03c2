import type { Paging } from '../../shared/http/paging';
import { REVIEW_ITEM_COLUMNS } from '../read-models/review-items.read-model';
import { countsAreKept, dimensionClause, filterWhere, type ReviewQueueFilter } from './review-queue-filter';

export interface Statement {
  text: string;
  values: unknown[];
}

/** One line of the counts statement: a count by kind, or by assignee (with the name the items carry). */
export interface CountRow {
  dim: 'kind' | 'assignee';
  kind: string | null;
  assigned_to: string | null;
  name: string | null;
  n: string;
}

/**
 * The two statements behind one page of the queue: its rows, and its counts by kind and by assignee
 * (the total is the count of the kind asked for, or of all kinds). Built here, apart from the
 * handler, so the benchmark (scripts/bench/review-queue.ts, PROFILE=1) explains exactly these.
 */
export function queuePageStatements(
  companyId: number,
  filter: ReviewQueueFilter,
  paging: Pick<Paging, 'direction' | 'limit' | 'offset'>,
): { rows: Statement; counts: Statement } {
  return { rows: pageRows(companyId, filter, paging), counts: pageCounts(companyId, filter) };
}

/**
 * The page's ids first, from an index in the list's order (an index-only scan of review_items_list,
 * which carries every filter column, or the claimable / assigned / kind index the planner prefers for
 * that filter), LIMIT after OFFSET; then only those rows are read. A deep page skips index entries,
 * not table rows.
 */
function pageRows(
  companyId: number,
  filter: ReviewQueueFilter,
  paging: Pick<Paging, 'direction' | 'limit' | 'offset'>,
): Statement {
  const all = filterWhere(companyId, filter);
  const order = (alias: string) => `${alias}.created_at ${paging.direction}, ${alias}.id ${paging.direction}`;
  return {
    text: `SELECT ${REVIEW_ITEM_COLUMNS}
             FROM (SELECT r.id, r.created_at FROM review_items r WHERE ${all.where}
                    ORDER BY ${order('r')} LIMIT ${paging.limit} OFFSET ${paging.offset}) p
             JOIN review_items r ON r.id = p.id
            ORDER BY ${order('p')}`,
    values: all.params,
  };
}

/**
 * Counts by kind (under the assignee filter) and by assignee (under the kind filter), both under the
 * other filters, in one statement: each is the total of the list that filter opens. Read from the
 * kept counts (their rows and the changes not folded yet, summed), or from the items themselves for
 * one applicant's items or an age bucket.
 */
function pageCounts(companyId: number, filter: ReviewQueueFilter): Statement {
  const base = filterWhere(companyId, filter, ['kind', 'assignee']);
  const bind = (value: unknown) => `$${base.params.push(value)}`;
  const source = countsAreKept(filter)
    ? `SELECT kind, assigned_to, assigned_name, sum(n) AS n FROM (
         SELECT r.kind, r.assigned_to, r.assigned_name, r.n FROM review_item_counts r WHERE ${base.where}
         UNION ALL
         SELECT r.kind, r.assigned_to, r.assigned_name, r.n FROM review_item_count_changes r WHERE ${base.where}) k
        GROUP BY kind, assigned_to, assigned_name HAVING sum(n) <> 0`
    : `SELECT r.kind, r.assigned_to, r.assigned_name, count(*) AS n FROM review_items r WHERE ${base.where}
        GROUP BY r.kind, r.assigned_to, r.assigned_name`;
  const byAssignee = dimensionClause(filter, 'assignee', bind, 'c.') ?? 'true';
  const byKind = dimensionClause(filter, 'kind', bind, 'c.') ?? 'true';
  return {
    text: `WITH c AS (${source})
           SELECT * FROM (
             SELECT 'kind' AS dim, c.kind, NULL::bigint AS assigned_to, NULL::text AS name, sum(c.n)::bigint AS n
               FROM c WHERE ${byAssignee} GROUP BY c.kind
             UNION ALL
             SELECT 'assignee', NULL, c.assigned_to, min(c.assigned_name), sum(c.n)::bigint
               FROM c WHERE ${byKind} GROUP BY c.assigned_to) counted
            ORDER BY dim DESC, assigned_to NULLS FIRST`,
    values: base.params,
  };
}
