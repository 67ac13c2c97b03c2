import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { FORM_TYPES, FormType } from '../idv.events';

/** Spec section 7 `PUT /api/updateIDV/{uuid} {overall_validation, reason}` plus form_type and the version read. */
export class OverrideIdvResultRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(['PASSED', 'FAILED'], { message: 'Must be PASSED or FAILED' })
  overall_validation!: 'PASSED' | 'FAILED';

  /** Checked by the decider (blank is 422 'Reason is required'), so the message is the same everywhere. */
  @IsOptional()
  @IsString()
  reason?: string;

  @IsOptional()
  @IsIn(FORM_TYPES, { message: 'Must be ADMISSIONS or FINANCIAL_AID' })
  form_type?: FormType;

  @IsOptional()
  @IsInt({ message: 'Must be the version you read' })
  @Min(1)
  expected_version?: number;
}
