import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { keyed } from '../shared/http/keyed-validation';

/** Why: required for every erasure and legal hold, kept in the history and on the certificate. */
export class PrivacyReasonRequest {
  @IsNotEmpty(keyed('privacy.reasonRequired'))
  @IsString(keyed('privacy.reasonRequired'))
  @MaxLength(1000, keyed('error.maxLength'))
  reason!: string;
}

export class OffboardCompanyRequest extends PrivacyReasonRequest {
  /** The company's name, typed again by the super admin to confirm. */
  @IsNotEmpty(keyed('privacy.offboardNameMismatch'))
  @IsString(keyed('privacy.offboardNameMismatch'))
  @MaxLength(255, keyed('error.maxLength'))
  confirm_name!: string;
}
