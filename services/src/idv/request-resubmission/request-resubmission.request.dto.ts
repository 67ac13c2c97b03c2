import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';
import { FORM_TYPES, type FormType } from '../idv.events';
import { RESUBMISSION_REASONS, type ResubmissionReason } from './resubmission-reasons';

export class RequestResubmissionRequest {
  /** Why: the applicant reads it in their language on the capture page and in the new link's message. */
  @IsIn(
    RESUBMISSION_REASONS,
    keyed('idvResubmission.reasonOneOf', { values: RESUBMISSION_REASONS.join(', ') }),
  )
  @ApiProperty({ enum: RESUBMISSION_REASONS, enumName: 'ResubmissionReason' })
  reason!: ResubmissionReason;

  /** Which of the applicant's IDVs, when the path names the applicant's uuid (a review item names both). */
  @IsOptional()
  @IsIn(FORM_TYPES, keyed('error.oneOf', { values: FORM_TYPES.join(', ') }))
  @ApiProperty({ enum: FORM_TYPES, required: false })
  form_type?: FormType;

  /** For staff only (the applicant's history); never shown to the applicant. */
  @IsOptional()
  @IsString()
  @MaxLength(2000, keyed('error.maxLength'))
  @ApiProperty({ type: 'string', required: false })
  note?: string;
}
