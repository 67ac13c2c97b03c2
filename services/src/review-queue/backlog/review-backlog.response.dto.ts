import { ApiProperty } from '@nestjs/swagger';
import { AGE_BUCKETS, type AgeBucket } from './backlog-buckets';

/** Open items of one age bucket, per kind. */
export class ReviewBacklogBucketResponse {
  /** `lt_1d` under a day, `1_3d` one to three days, `3_7d` three to seven, `gt_7d` more than seven. */
  @ApiProperty({ enum: AGE_BUCKETS, enumName: 'ReviewAgeBucket' })
  bucket!: AgeBucket;
  @ApiProperty({ type: 'integer' })
  idv_selfie!: number;
  @ApiProperty({ type: 'integer' })
  idv_check!: number;
  @ApiProperty({ type: 'integer' })
  watchlist!: number;
  @ApiProperty({ type: 'integer' })
  high_risk!: number;
  @ApiProperty({ type: 'integer' })
  approval!: number;
}

/** The review backlog by age: each figure equals the queue's total with `kind`, `age` and this `as_of`. */
export class ReviewBacklogResponse {
  /** The instant the ages are counted at; pass it as `as_of` to the list. @example "2026-11-29T12:00:00.000Z" */
  as_of!: string;
  @ApiProperty({ type: [ReviewBacklogBucketResponse] })
  buckets!: ReviewBacklogBucketResponse[];
}
