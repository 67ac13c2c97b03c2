import { IsIn, IsString, MaxLength } from 'class-validator';
import { REVIEW_DECISIONS } from '../screen-subject/watchlist-subject.events';
import { keyed } from '../../shared/http/keyed-validation';

export class ReviewMatchRequest {
  @IsIn(REVIEW_DECISIONS, keyed('error.decisionOneOf', { values: REVIEW_DECISIONS.join(', ') }))
  decision!: string;

  @IsString(keyed('error.aReasonRequired'))
  @MaxLength(2000)
  reason!: string;
}
