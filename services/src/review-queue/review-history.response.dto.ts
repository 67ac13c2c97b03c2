import { ApiProperty } from '@nestjs/swagger';
import { RECORDED_OUTCOMES, REVIEW_KINDS } from './review-queue.events';
import { ReviewAssigneeResponse } from './review-item.response.dto';

/** One line of an applicant's review history. */
export class ReviewHistoryEntryResponse {
  /** A note, a decision, a four-eyes request, or an item taken ("Next item"), given, or released. */
  @ApiProperty({ enum: ['note', 'decided', 'approval_requested', 'claimed', 'assigned', 'released'] })
  type!: 'note' | 'decided' | 'approval_requested' | 'claimed' | 'assigned' | 'released';
  at!: string;
  /** Who wrote, decided, took, gave or released (the name as it was then). */
  by!: ReviewAssigneeResponse;
  /** The note's or the decision's text (null when there is none, or when it was erased). */
  @ApiProperty({ type: 'string', nullable: true })
  note!: string | null;
  /**
   * True when the text was erased with the applicant (sealed with their key, since destroyed): the
   * line keeps who, when and what was decided; show "erased" where the text was.
   */
  note_erased!: boolean;
  @ApiProperty({ enum: [...RECORDED_OUTCOMES, 'approval_requested'], nullable: true, type: 'string' })
  outcome!: string | null;
  /** The item's kind, for decisions and assignments. */
  @ApiProperty({ enum: REVIEW_KINDS, nullable: true, type: 'string' })
  kind!: string | null;
  /** Who got the item (assigned, claimed), or who held it (released). */
  @ApiProperty({ type: ReviewAssigneeResponse, nullable: true })
  assignee!: ReviewAssigneeResponse | null;
  /**
   * Codes that say more: a resubmission's reason (`back_blurred`…), a four-eyes request's action and
   * verdict or entry (`idv_override`, `PASSED`), a decided item's reasons. @example ["back_blurred"]
   */
  codes!: string[];
}
