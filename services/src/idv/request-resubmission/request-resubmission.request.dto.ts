import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';
import { RESUBMISSION_REASONS, type ResubmissionReason } from './resubmission-reasons';

export class RequestResubmissionRequest {
  /** Why: the applicant reads it in their language on the capture page and in the new link's message. */
  @IsIn(
    RESUBMISSION_REASONS,
    keyed('idvResubmission.reasonOneOf', { values: RESUBMISSION_REASONS.join(', ') }),
  )
  @ApiProperty({ enum: RESUBMISSION_REASONS, enumName: 'ResubmissionReason' })
  reason!: ResubmissionReason;

  /** For staff only (the applicant's history); never shown to the applicant. */
  @IsOptional()
  @IsString()
  @MaxLength(2000, keyed('error.maxLength'))
  @ApiProperty({ type: 'string', required: false })
  note?: string;
}
