import { ApiProperty } from '@nestjs/swagger';
import { FieldErrorDto } from '../../shared/http/openapi/envelope.response.dto';

/** What became of one pushed applicant. */
export class PushRowResultResponse {
  /** The applicant's 0-based position in the request. @example 0 */
  @ApiProperty({ type: 'integer' })
  index!: number;
  /** created: a new session; duplicate: already on file (same external id or person); rejected: see errors. */
  @ApiProperty({ enum: ['created', 'duplicate', 'rejected'], enumName: 'PushRowStatus' })
  status!: 'created' | 'duplicate' | 'rejected';
  /** @example "SLATE-000123" */
  external_id!: string | null;
  /** The verification session (created, or the one already on file). */
  session_uuid?: string;
  /** @example "low" */
  overall_risk_level?: string;
  errors?: FieldErrorDto[];
}

/** POST /api/applicants: one result per applicant, in the order sent, and the counts. */
export class PushResultResponse {
  /** The 'API push' import the applicants were committed in. */
  import_id!: string;
  /** @example 998 */
  @ApiProperty({ type: 'integer' })
  created!: number;
  /** @example 1 */
  @ApiProperty({ type: 'integer' })
  duplicate!: number;
  /** @example 1 */
  @ApiProperty({ type: 'integer' })
  rejected!: number;
  results!: PushRowResultResponse[];
}
