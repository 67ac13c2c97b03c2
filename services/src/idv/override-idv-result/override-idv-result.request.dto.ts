import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { FORM_TYPES, FormType } from '../idv.events';
import { keyed } from '../../shared/http/keyed-validation';

/** Spec section 7 `PUT /api/updateIDV/{uuid} {overall_validation, reason}` plus form_type and the version read. */
export class OverrideIdvResultRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(['PASSED', 'FAILED'], keyed('error.passedOrFailed'))
  overall_validation!: 'PASSED' | 'FAILED';

  /** Checked by the decider (blank is 422 'Reason is required'), so the message is the same everywhere. */
  @IsOptional()
  @IsString()
  reason?: string;

  @IsOptional()
  @IsIn(FORM_TYPES, keyed('error.formType'))
  form_type?: FormType;

  @IsOptional()
  @IsInt(keyed('error.versionYouRead'))
  @Min(1)
  expected_version?: number;
}
