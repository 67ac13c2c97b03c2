import { ApiProperty } from '@nestjs/swagger';
import { FORM_TYPES, type FormType } from '../idv.events';

/** The IDV just requested: its link went to the applicant by text and email. */
export class IdvRequestedResponse {
  /** The IDV id (GET /api/checkIDV/{id}). */
  id!: string;
  /** The session (applicant) uuid. */
  uuid!: string;
  /** Which IDV of the applicant was requested. @example "ADMISSIONS" */
  @ApiProperty({ enum: FORM_TYPES, enumName: 'IdvFormType' })
  form_type!: FormType;
}
