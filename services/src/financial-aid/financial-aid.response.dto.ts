import { ApiProperty } from '@nestjs/swagger';
import { FieldErrorDto } from '../shared/http/openapi/envelope.response.dto';
import { CASE_STATUSES, DOCUMENT_TYPES, TRACKING_GROUPS, VERIFICATION_METHODS } from './financial-aid.events';

/** One check the document checks ran on a scanned ID, by name, with its outcome. */
export class ScanCheckResponse {
  name!: string;
  outcome!: string;
}

/** A financial-aid identity case: the student as selected, where the case stands, and its result. */
export class FinaidCaseResponse {
  id!: string;
  /** @example "2025-26" */
  award_year!: string;
  @ApiProperty({ enum: TRACKING_GROUPS })
  tracking_group!: string;
  student_id!: string;
  first_name!: string;
  last_name!: string;
  /** @example "2006-04-12" */
  date_of_birth!: string;
  email!: string | null;
  phone!: string | null;
  /** The student's language for reminders (en, fr, de, nl). */
  language!: string;
  /** Whether an SSN is on file (the Partner Portal's file needs it); the SSN itself is never answered. */
  has_ssn!: boolean;
  /** The linked applicant's session, when one has the same student id. */
  session_uuid!: string | null;
  @ApiProperty({ enum: CASE_STATUSES })
  status!: string;
  @ApiProperty({ enum: VERIFICATION_METHODS, nullable: true, type: 'string' })
  method!: string | null;
  @ApiProperty({ enum: DOCUMENT_TYPES, nullable: true, type: 'string' })
  document_type!: string | null;
  document_expiry!: string | null;
  reviewer_name!: string | null;
  presented_on!: string | null;
  @ApiProperty({ type: [ScanCheckResponse], nullable: true })
  scan_checks!: ScanCheckResponse[] | null;
  /** The remote IDV whose pass verified the case (method remote_idv). */
  idv_id!: string | null;
  /** The scanned ID kept with the result (GET …/scans/:scanId). */
  scan_id!: string | null;
  /** The remote IDV the last link sent from the case started; its result completes the case. */
  remote_idv_id!: string | null;
  /** Why identity was not verified, or the note on an unreachable student. */
  reason!: string | null;
  deadline!: string | null;
  /** Open and past its deadline (computed on each read). */
  overdue!: boolean;
  @ApiProperty({ type: 'integer' })
  reminders_sent!: number;
  last_reminder_at!: string | null;
  selected_at!: string;
  updated_at!: string;
}

/** One change of a case, from its event stream. */
export class FinaidHistoryEntryResponse {
  /** The event's type, e.g. FinaidIdentityVerified. */
  type!: string;
  at!: string;
  by!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true })
  details!: Record<string, unknown>;
}

export class FinaidCaseDetailResponse extends FinaidCaseResponse {
  history!: FinaidHistoryEntryResponse[];
}

/**
 * The card of one award year (the dashboard's and the Financial aid page's): each count is the total
 * of `GET /api/financial-aid/cases?award_year=…&view=…` for the view named in its description.
 */
export class AwardYearCardResponse {
  award_year!: string;
  @ApiProperty({ type: 'integer', description: 'Every case of the award year (view=all).' })
  selected!: number;
  @ApiProperty({ type: 'integer', description: 'view=verified' })
  verified!: number;
  @ApiProperty({ type: 'integer', description: 'Still open: selected or in progress (view=pending).' })
  pending!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Open with a deadline before today, UTC (view=overdue).',
  })
  overdue!: number;
}

/** What became of one row of a selections file or one entry of a push. */
export class SelectionRowResultResponse {
  @ApiProperty({ type: 'integer' })
  line!: number;
  @ApiProperty({ enum: ['created', 'duplicate', 'rejected'] })
  status!: string;
  student_id!: string | null;
  case_id?: string;
  linked_applicant?: boolean;
  errors?: FieldErrorDto[];
}

export class SelectionsResultResponse {
  import_id!: string;
  @ApiProperty({ type: 'integer' })
  rows!: number;
  @ApiProperty({ type: 'integer' })
  created!: number;
  @ApiProperty({ type: 'integer' })
  duplicate!: number;
  @ApiProperty({ type: 'integer' })
  rejected!: number;
  /** Cases linked to an applicant with the same student id. */
  @ApiProperty({ type: 'integer' })
  linked!: number;
  results!: SelectionRowResultResponse[];
}

/** A row error of an import's report. */
export class SelectionImportErrorResponse {
  @ApiProperty({ type: 'integer' })
  line!: number;
  field!: string;
  message!: string;
}

export class SelectionImportResponse {
  id!: string;
  file_name!: string;
  @ApiProperty({ type: 'integer' })
  rows_read!: number;
  @ApiProperty({ type: 'integer' })
  created!: number;
  @ApiProperty({ type: 'integer' })
  duplicate!: number;
  @ApiProperty({ type: 'integer' })
  rejected!: number;
  errors!: SelectionImportErrorResponse[];
  imported_by!: string;
  imported_at!: string;
}

/** A scan stored for a case, with what the document checks found on it. */
export class ScanStoredResponse {
  scan_id!: string;
  checks!: ScanCheckResponse[];
}
