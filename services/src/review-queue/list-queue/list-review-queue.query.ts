import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { parsePaging } from '../../shared/http/paging';
import type { ReviewItemRow } from '../read-models/review-items.read-model';
import { REVIEW_KINDS } from '../review-queue.events';
import { parseReviewQueueFilter, type ReviewQueueQuery } from './review-queue-filter';
import { queuePageStatements } from './review-queue-statements';

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
    const statements = queuePageStatements(companyId, filter, paging);
    // The page, its total and the counts use one WHERE builder, so each count is the total of a list.
    return this.db.tx(tenant(companyId), async (tx) => {
      const rows = await tx.query<ReviewItemRow>(statements.rows);
      const total = await tx.query<{ n: string }>(statements.total);
      const kinds = await tx.query<{ kind: string; n: string }>(statements.byKind);
      const assignees = await tx.query<{ assigned_to: string | null; name: string | null; n: string }>(
        statements.byAssignee,
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
