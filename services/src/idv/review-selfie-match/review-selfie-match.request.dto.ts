import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

/** POST /api/idv/{id}/selfie-review: a staff member's decision on a selfie match in review. */
export class ReviewSelfieMatchRequest {
  /** MATCH: the selfie shows the person on the ID (the check PASSES); NO_MATCH: it does not (FAILS). */
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(['MATCH', 'NO_MATCH'], keyed('error.matchOrNoMatch'))
  decision!: 'MATCH' | 'NO_MATCH';

  /** Checked by the decider like an override's reason (blank is 422 'Reason is required'). */
  @IsOptional()
  @IsString()
  reason?: string;

  @IsOptional()
  @IsInt(keyed('error.versionYouRead'))
  @Min(1)
  expected_version?: number;
}
