import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import { REVIEW_KINDS } from '../review-queue.events';
import type { ReviewBacklogResponse } from './review-backlog.response.dto';
import { AGE_BUCKETS, bucketCase } from './backlog-buckets';

/**
 * The open items by age bucket and kind, at one instant: each figure is the total of
 * `GET /api/review-queue?kind=…&age=…&as_of=…` (the same bucket clause builds both).
 */
export class GetReviewBacklog extends Query<ReviewBacklogResponse> {
  constructor(readonly companyId: number) {
    super();
  }
}

@QueryHandler(GetReviewBacklog)
export class GetReviewBacklogHandler implements IQueryHandler<GetReviewBacklog> {
  constructor(private readonly db: Database) {}

  async execute({ companyId }: GetReviewBacklog): Promise<ReviewBacklogResponse> {
    const asOf = new Date().toISOString();
    const { rows } = await this.db.tx(tenant(companyId), (tx) =>
      tx.query<{ bucket: string; kind: string; n: string }>(
        `SELECT ${bucketCase('$2')} AS bucket, r.kind, count(*) AS n FROM review_items r
          WHERE r.company_id = $1 AND r.status = 'open' AND r.created_at <= $2::timestamptz
          GROUP BY 1, 2`,
        [companyId, asOf],
      ),
    );
    const count = (bucket: string, kind: string) =>
      Number(rows.find((r) => r.bucket === bucket && r.kind === kind)?.n ?? 0);
    return {
      as_of: asOf,
      buckets: AGE_BUCKETS.map((bucket) => ({
        bucket,
        ...(Object.fromEntries(REVIEW_KINDS.map((kind) => [kind, count(bucket, kind)])) as Record<
          (typeof REVIEW_KINDS)[number],
          number
        >),
      })),
    };
  }
}
