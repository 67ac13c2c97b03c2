import { ApiProperty } from '@nestjs/swagger';
import { PageMetaDto } from '../shared/http/openapi/envelope.response.dto';
import { REVIEW_KINDS } from './review-queue.events';

/** A staff member holding an item. */
export class ReviewAssigneeResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;
  name!: string;
}

/** One item of the review queue: why it is there as codes, never the applicant's personal data. */
export class ReviewItemResponse {
  /** @example "5d0c3f4e-2a1b-4c6d-8e9f-0a1b2c3d4e5f" */
  id!: string;
  /** What waits: a selfie match in review, a failed or inconclusive IDV check, watchlist matches, high-risk findings, a four-eyes approval. */
  @ApiProperty({ enum: REVIEW_KINDS, enumName: 'ReviewKind' })
  kind!: string;
  /** The applicant's session uuid. */
  session_uuid!: string;
  @ApiProperty({ enum: ['ADMISSIONS', 'FINANCIAL_AID'], nullable: true, type: 'string' })
  form_type!: string | null;
  /**
   * Why it is here: the checks in review or failed (IDV), the list entry ids still to review
   * (watchlist), `level:<risk level>` and the reason codes (high risk). @example ["selfie_verification"]
   */
  reason_codes!: string[];
  /** The IDV's overall value or the best match score, where the kind has one. */
  @ApiProperty({ type: 'number', nullable: true })
  score!: number | null;
  @ApiProperty({ enum: ['open', 'closed'] })
  status!: string;
  /** Escalated to the company admins: only they decide it now. */
  escalated!: boolean;
  @ApiProperty({ type: ReviewAssigneeResponse, nullable: true })
  assignee!: ReviewAssigneeResponse | null;
  assigned_at!: string | null;
  /** When the event that raised it was recorded: the item's age. */
  created_at!: string;
  closed_at!: string | null;
  /** How it closed, as a code (PASSED/FAILED, MATCH/NO_MATCH, reviewed, no_issue, …). */
  outcome!: string | null;
  /** A four-eyes approval's requester (who may not approve it); null for other kinds. */
  @ApiProperty({ type: 'integer', nullable: true })
  requested_by_id!: number | null;
  /** Whether the caller may take and decide it (the server's own rule, so the console offers only that). */
  may_decide!: boolean;
}

/** Open items per kind under the list's other filters: each equals the list's total with that kind. */
export class ReviewKindCountsResponse {
  @ApiProperty({ type: 'integer' })
  idv_selfie!: number;
  @ApiProperty({ type: 'integer' })
  idv_check!: number;
  @ApiProperty({ type: 'integer' })
  watchlist!: number;
  @ApiProperty({ type: 'integer' })
  high_risk!: number;
  /** Four-eyes approvals waiting for a second staff member. */
  @ApiProperty({ type: 'integer' })
  approval!: number;
}

/** Items per assignee (`assignee_id` null: unassigned) under the list's other filters. */
export class ReviewAssigneeCountResponse {
  @ApiProperty({ type: 'integer', nullable: true })
  assignee_id!: number | null;
  @ApiProperty({ type: 'string', nullable: true })
  name!: string | null;
  @ApiProperty({ type: 'integer' })
  count!: number;
}

export class ReviewQueuePageMetaResponse extends PageMetaDto {
  by_kind!: ReviewKindCountsResponse;
  @ApiProperty({ type: [ReviewAssigneeCountResponse] })
  by_assignee!: ReviewAssigneeCountResponse[];
}

/** What a colleague may take and decide (docs/review-queue.md "Who may decide what"). */
export class ReviewColleagueDecidesResponse {
  /** IDV items of the Admissions form. */
  idv_admissions!: boolean;
  /** IDV items of the Financial Aid form. */
  idv_financial_aid!: boolean;
  watchlist!: boolean;
  high_risk!: boolean;
  /** Escalated items of any kind (company admins). */
  escalated!: boolean;
}

/** A colleague an item may be given to. */
export class ReviewColleagueResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;
  name!: string;
  may_decide!: ReviewColleagueDecidesResponse;
}
