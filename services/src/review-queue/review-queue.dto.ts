import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { keyed } from '../shared/http/keyed-validation';
import { REVIEW_OUTCOMES, type ReviewOutcome } from './review-queue.events';

export class AssignReviewItemRequest {
  /** The colleague to give the item to; absent: the caller takes it. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @ApiProperty({ type: 'integer', required: false })
  user_id?: number;
}

export class DecideReviewItemRequest {
  /** `escalate` leaves the item open for a company admin; the others close it. */
  @IsIn(REVIEW_OUTCOMES, keyed('reviewQueue.outcomeOneOf', { values: REVIEW_OUTCOMES.join(', ') }))
  @ApiProperty({ enum: REVIEW_OUTCOMES, enumName: 'ReviewOutcome' })
  outcome!: ReviewOutcome;

  /** Why: required, kept in the applicant's history, never sent in a webhook. */
  @IsString(keyed('reviewQueue.noteRequired'))
  @MaxLength(2000, keyed('error.maxLength'))
  note!: string;
}

export class AddApplicantNoteRequest {
  /** Required; append-only, shown in the applicant's history (author and time) and PDF report. */
  @IsString(keyed('reviewQueue.noteRequired'))
  @MaxLength(2000, keyed('error.maxLength'))
  note!: string;
}

export class DecideApprovalRequest {
  /** Why (required to reject; kept in the applicant's history, never sent in a webhook). */
  @IsOptional()
  @IsString(keyed('reviewQueue.noteRequired'))
  @MaxLength(2000, keyed('error.maxLength'))
  @ApiProperty({ type: 'string', required: false })
  note?: string;
}
