import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ValidationError, fieldError } from '../shared/domain/domain-error';
import { keyed } from '../shared/http/keyed-validation';
import { localized, translate } from '../shared/i18n';
import { ERASURE_REASON_CODES, type ErasureReasonCode } from './privacy.events';

/** Why: required for every erasure and legal hold, kept in the history and on the certificate. */
export class PrivacyReasonRequest {
  @IsNotEmpty(keyed('privacy.reasonRequired'))
  @IsString(keyed('privacy.reasonRequired'))
  @MaxLength(1000, keyed('error.maxLength'))
  reason!: string;
}

/** The longest note an erasure for an 'other' reason takes: a note, not a story. */
export const OTHER_REASON_NOTE_MAX = 200;

/**
 * Why an applicant is erased: a reason chosen from the list (`reason_code`; `reason` then only for
 * 'other', a short note), so no one has to type personal data. A `reason` alone (free text, as before
 * the list existed) is still accepted.
 */
export class EraseApplicantRequest {
  @ApiProperty({ required: false, enum: ERASURE_REASON_CODES })
  @IsOptional()
  @IsIn(ERASURE_REASON_CODES, keyed('privacy.reasonRequired'))
  reason_code?: ErasureReasonCode;

  /** The note for 'other' (at most 200 characters); ignored for the other reasons; free text without a code. */
  @ApiProperty({ required: false, maxLength: 1000 })
  @ValidateIf((body: EraseApplicantRequest) => !body.reason_code || body.reason_code === 'other')
  @IsNotEmpty(keyed('privacy.reasonRequired'))
  @IsString(keyed('privacy.reasonRequired'))
  @MaxLength(1000, keyed('error.maxLength'))
  reason?: string;
}

/**
 * The reason an erasure states: a chosen reason's English label (the history and the certificate
 * show it in the reader's language from the code), the short note for 'other', or free text.
 */
export function erasureReason(body: EraseApplicantRequest): {
  reason: string;
  reasonCode?: ErasureReasonCode;
} {
  const code = body.reason_code;
  if (code && code !== 'other')
    return { reason: translate('en', `privacy.reasonCode.${code}`), reasonCode: code };
  const reason = (body.reason ?? '').trim();
  if (!reason) throw new ValidationError([fieldError('reason', localized('privacy.reasonRequired'))]);
  if (code === 'other' && reason.length > OTHER_REASON_NOTE_MAX)
    throw new ValidationError([fieldError('reason', localized('privacy.noteTooLong'))]);
  return { reason, ...(code ? { reasonCode: code } : {}) };
}

export class OffboardCompanyRequest extends PrivacyReasonRequest {
  /** The company's name, typed again by the super admin to confirm. */
  @IsNotEmpty(keyed('privacy.offboardNameMismatch'))
  @IsString(keyed('privacy.offboardNameMismatch'))
  @MaxLength(255, keyed('error.maxLength'))
  confirm_name!: string;
}
