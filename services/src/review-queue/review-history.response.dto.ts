import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_KINDS, REVIEW_OUTCOMES } from './review-queue.events';
import { ReviewAssigneeResponse } from './review-item.response.dto';

/** One line of an applicant's review history. */
export class ReviewHistoryEntryResponse {
  /** A note, a decision, or an item taken ("Next item"), given, or released. */
  @ApiProperty({ enum: ['note', 'decided', 'claimed', 'assigned', 'released'] })
  type!: 'note' | 'decided' | 'claimed' | 'assigned' | 'released';
  at!: string;
  /** Who wrote, decided, took, gave or released (the name as it was then). */
  by!: ReviewAssigneeResponse;
  /** The note's or the decision's text. */
  @ApiProperty({ type: 'string', nullable: true })
  note!: string | null;
  @ApiProperty({ enum: REVIEW_OUTCOMES, nullable: true, type: 'string' })
  outcome!: string | null;
  /** The item's kind, for decisions and assignments. */
  @ApiProperty({ enum: REVIEW_KINDS, nullable: true, type: 'string' })
  kind!: string | null;
  /** Who got the item (assigned, claimed), or who held it (released). */
  @ApiProperty({ type: ReviewAssigneeResponse, nullable: true })
  assignee!: ReviewAssigneeResponse | null;
}
