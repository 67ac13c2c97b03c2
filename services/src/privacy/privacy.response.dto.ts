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
  reason!: string;
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
  /** As stated: for an erasure, the note ('other') or the chosen reason's English label. */
  reason!: string;
  @ApiProperty({ required: false, enum: ERASURE_REASON_CODES, description: 'The reason chosen (erasures).' })
  reason_code?: string;
  @ApiProperty({ required: false })
  erasure_id?: string;
  @ApiProperty({ required: false, type: [String] })
  key_ids?: string[];
}

/** An applicant's erasure and legal hold, and the history of both. */
export class ApplicantPrivacyResponse {
  @ApiProperty({ type: ApplicantErasedResponse, nullable: true })
  erased!: ApplicantErasedResponse | null;
  @ApiProperty({ type: LegalHoldResponse, nullable: true })
  hold!: LegalHoldResponse | null;
  @ApiProperty({ type: [PrivacyHistoryLineResponse] })
  history!: PrivacyHistoryLineResponse[];
}
