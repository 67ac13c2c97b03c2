import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { parsePaging } from '../../shared/http/paging';
import { REVIEW_ITEM_COLUMNS, type ReviewItemRow } from '../read-models/review-items.read-model';
import { REVIEW_KINDS } from '../review-queue.events';
import { filterWhere, parseReviewQueueFilter, type ReviewQueueQuery } from './review-queue-filter';

export const REVIEW_QUEUE_SORTABLE = { created_at: 'r.created_at' };

export interface ReviewQueuePage {
  rows: ReviewItemRow[];
  meta: {
    total: number;
    page: number;
    limit: number;
    by_kind: Record<(typeof REVIEW_KINDS)[number], number>;
    by_assignee: { assignee_id: number | null; name: string | null; count: number }[];
  };
}

/** The queue, oldest first by default, with its counts by kind and by assignee. */
export class ListReviewQueue extends Query<ReviewQueuePage> {
  constructor(
    readonly user: AuthUser,
    readonly query: ReviewQueueQuery,
  ) {
    super();
  }
}

@QueryHandler(ListReviewQueue)
export class ListReviewQueueHandler implements IQueryHandler<ListReviewQueue> {
  constructor(private readonly db: Database) {}

  async execute({ user, query }: ListReviewQueue): Promise<ReviewQueuePage> {
    const companyId = user.companyId!;
    const paging = parsePaging(query, REVIEW_QUEUE_SORTABLE, 'created_at');
    const filter = parseReviewQueueFilter(query, user.id);
    const all = filterWhere(companyId, filter);
    const byKind = filterWhere(companyId, filter, 'kind');
    const byAssignee = filterWhere(companyId, filter, 'assignee');
    // The page, its total and the counts use one WHERE builder, so each count is the total of a list.
    return this.db.tx(tenant(companyId), async (tx) => {
      const rows = await tx.query<ReviewItemRow>(
        `SELECT ${REVIEW_ITEM_COLUMNS} FROM review_items r WHERE ${all.where}
          ORDER BY ${paging.orderBy} LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        all.params,
      );
      const total = await tx.query<{ n: string }>(
        `SELECT count(*) AS n FROM review_items r WHERE ${all.where}`,
        all.params,
      );
      const kinds = await tx.query<{ kind: string; n: string }>(
        `SELECT r.kind, count(*) AS n FROM review_items r WHERE ${byKind.where} GROUP BY r.kind`,
        byKind.params,
      );
      const assignees = await tx.query<{ assigned_to: string | null; name: string | null; n: string }>(
        `SELECT r.assigned_to, min(r.assigned_name) AS name, count(*) AS n FROM review_items r
          WHERE ${byAssignee.where} GROUP BY r.assigned_to ORDER BY r.assigned_to NULLS FIRST`,
        byAssignee.params,
      );
      const counted = new Map(kinds.rows.map((k) => [k.kind, Number(k.n)]));
      return {
        rows: rows.rows,
        meta: {
          total: Number(total.rows[0].n),
          page: paging.page,
          limit: paging.limit,
          by_kind: Object.fromEntries(
            REVIEW_KINDS.map((k) => [k, counted.get(k) ?? 0]),
          ) as ReviewQueuePage['meta']['by_kind'],
          by_assignee: assignees.rows.map((a) => ({
            assignee_id: a.assigned_to === null ? null : Number(a.assigned_to),
            name: a.name,
            count: Number(a.n),
          })),
        },
      };
    });
  }
}
