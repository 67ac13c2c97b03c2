import { ApiProperty } from '@nestjs/swagger';
import { ERASURE_REASON_CODES } from './privacy.events';

/** What an erasure did (its certificate is downloadable by `erasure_id`). */
export class ErasureResponse {
  erasure_id!: string;
  /** ISO 8601. */
  erased_at!: string;
  /** The applicants erased. */
  @ApiProperty({ type: 'integer' })
  applicants!: number;
  /** The applicant key ids destroyed. */
  key_ids!: string[];
  /** Rows deleted per kind of record. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  rows_purged!: Record<string, number>;
}

export class ApplicantErasedResponse {
  erasure_id!: string;
  at!: string;
}

export class LegalHoldResponse {
  @ApiProperty({ type: 'string', nullable: true })
  reason!: string | null;
  placed_at!: string;
}

/** A non-personal fact of the applicant's privacy history. */
export class PrivacyHistoryLineResponse {
  @ApiProperty({
    enum: [
      'ApplicantErased',
      'CompanyOffboarded',
      'LegalHoldPlaced',
      'LegalHoldReleased',
      'RetentionApplied',
    ],
  })
  type!: string;
  at!: string;
  /** Who, by name (the staff member, or "system" for the retention schedule). */
  by!: string;
  /**
   * As stated: for an erasure, the note ('other') or the chosen reason's English label; for a legal
   * hold, its reason, null once erased with the applicant (sealed with their key).
   */
  @ApiProperty({ type: 'string', nullable: true })
  reason!: string | null;
  /** True when the reason was erased with the applicant: show "erased" where it was. */
  reason_erased!: boolean;
  @ApiProperty({ required: false, enum: ERASURE_REASON_CODES, description: 'The reason chosen (erasures).' })
  reason_code?: string;
  @ApiProperty({ required: false })
  erasure_id?: string;
  @ApiProperty({ required: false, type: [String] })
  key_ids?: string[];
}

/**
 * A staff decision or note about the applicant as the event log keeps it (an IDV override, a selfie
 * decision, a request for new photos, a review decision, a note, a four-eyes request, a watchlist
 * match review): it outlives the applicant's records; its text is erased with them.
 */
export class KeptDecisionResponse {
  /** ISO 8601. */
  at!: string;
  /** Who, by name (an API key as "API key '…'" in the reader's language). */
  by!: string;
  /** What was decided, in the reader's language (no free text in it). */
  what!: string;
  /** The text typed with it; null when there was none or when it was erased. */
  @ApiProperty({ type: 'string', nullable: true })
  note!: string | null;
  /** True when the text was erased with the applicant: show "erased" where it was. */
  note_erased!: boolean;
}

/** An applicant's erasure and legal hold, the history of both, and the decisions kept. */
export class ApplicantPrivacyResponse {
  @ApiProperty({ type: ApplicantErasedResponse, nullable: true })
  erased!: ApplicantErasedResponse | null;
  @ApiProperty({ type: LegalHoldResponse, nullable: true })
  hold!: LegalHoldResponse | null;
  @ApiProperty({ type: [PrivacyHistoryLineResponse] })
  history!: PrivacyHistoryLineResponse[];
  /**
   * Once the applicant is erased (empty before): the staff's decisions and notes about them that the
   * event log keeps, oldest first, their texts erased.
   */
  @ApiProperty({ type: [KeptDecisionResponse] })
  decisions!: KeptDecisionResponse[];
}
