import { prepared } from '../../shared/database/prepared';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { parsePaging } from '../../shared/http/paging';
import type { ReviewItemRow } from '../read-models/review-items.read-model';
import { REVIEW_KINDS } from '../review-queue.events';
import { parseReviewQueueFilter, type ReviewQueueQuery } from './review-queue-filter';
import { queuePageStatements, type CountRow } from './review-queue-statements';

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
    // Two read statements, no transaction around them (Database.reads): each takes its own snapshot,
    // as a READ COMMITTED transaction's statements did. The counts come from one statement, so the
    // total and every count agree with each other.
    return this.db.reads(tenant(companyId), async (tx) => {
      const rows = await tx.query<ReviewItemRow>(prepared(statements.rows.text, statements.rows.values));
      const counts = (await tx.query<CountRow>(prepared(statements.counts.text, statements.counts.values)))
        .rows;
      const byKind = new Map(counts.filter((c) => c.dim === 'kind').map((c) => [c.kind!, Number(c.n)]));
      return {
        rows: rows.rows,
        meta: {
          total: filter.kind
            ? (byKind.get(filter.kind) ?? 0)
            : [...byKind.values()].reduce((a, b) => a + b, 0),
          page: paging.page,
          limit: paging.limit,
          by_kind: Object.fromEntries(
            REVIEW_KINDS.map((k) => [k, byKind.get(k) ?? 0]),
          ) as ReviewQueuePage['meta']['by_kind'],
          by_assignee: counts
            .filter((c) => c.dim === 'assignee')
            .map((c) => ({
              assignee_id: c.assigned_to === null ? null : Number(c.assigned_to),
              name: c.name,
              count: Number(c.n),
            })),
        },
      };
    });
  }
}
