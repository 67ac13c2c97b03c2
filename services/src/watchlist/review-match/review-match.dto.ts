import { IsIn, IsString, MaxLength } from 'class-validator';
import { REVIEW_DECISIONS } from '../screen-subject/watchlist-subject.events';

export class ReviewMatchRequest {
  @IsIn(REVIEW_DECISIONS, { message: `decision must be one of ${REVIEW_DECISIONS.join(', ')}` })
  decision!: string;

  @IsString({ message: 'A reason is required' })
  @MaxLength(2000)
  reason!: string;
}
