import { ApiProperty } from '@nestjs/swagger';
import { FORM_TYPES, type FormType } from '../idv.events';

/** One row of GET /api/getSessionsIdv (spec §3 IDV record, list part). */
export class IdvRowResponse {
  /** The IDV id. @example "7c9e6679-7425-40de-944b-e07fc1f90ae7" */
  id!: string;
  /** The session (applicant) uuid. */
  uuid!: string;
  email!: string | null;
  csug_email!: string | null;
  /** @example "ADMISSIONS" */
  @ApiProperty({ enum: FORM_TYPES, enumName: 'IdvFormType' })
  form_type!: FormType;
  /** Requested, Submitted or Completed. @example "Completed" */
  status!: string;
  first_name!: string | null;
  last_name!: string | null;
  date_of_birth!: string | null;
  /** PASSED or FAILED; null while pending. @example "PASSED" */
  overall_validation!: string | null;
  overall_value!: number | null;
  reason!: string | null;
  admin_message!: string | null;
  edit_user!: string | null;
  edited_on!: string | null;
  created_at!: string | null;
  submitted_at?: string | null;
  completed_at!: string | null;
  /** The record's version: send it back (If-Match) to override. @example 3 */
  @ApiProperty({ type: 'integer' })
  version!: number;
}
