import type { Paging } from '../../shared/http/paging';
import { REVIEW_ITEM_COLUMNS } from '../read-models/review-items.read-model';
import { filterWhere, type ReviewQueueFilter } from './review-queue-filter';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements behind one page of the queue: its rows, its total and its counts by kind and by
 * assignee. Built here, apart from the handler, so the benchmark (scripts/bench/review-queue.ts,
 * PROFILE=1) explains exactly what the product runs.
 */
export function queuePageStatements(
  companyId: number,
  filter: ReviewQueueFilter,
  paging: Pick<Paging, 'orderBy' | 'limit' | 'offset'>,
): { rows: Statement; total: Statement; byKind: Statement; byAssignee: Statement } {
  const all = filterWhere(companyId, filter);
  const byKind = filterWhere(companyId, filter, 'kind');
  const byAssignee = filterWhere(companyId, filter, 'assignee');
  return {
    rows: {
      text: `SELECT ${REVIEW_ITEM_COLUMNS} FROM review_items r WHERE ${all.where}
              ORDER BY ${paging.orderBy} LIMIT ${paging.limit} OFFSET ${paging.offset}`,
      values: all.params,
    },
    total: { text: `SELECT count(*) AS n FROM review_items r WHERE ${all.where}`, values: all.params },
    byKind: {
      text: `SELECT r.kind, count(*) AS n FROM review_items r WHERE ${byKind.where} GROUP BY r.kind`,
      values: byKind.params,
    },
    byAssignee: {
      text: `SELECT r.assigned_to, min(r.assigned_name) AS name, count(*) AS n FROM review_items r
              WHERE ${byAssignee.where} GROUP BY r.assigned_to ORDER BY r.assigned_to NULLS FIRST`,
      values: byAssignee.params,
    },
  };
}
