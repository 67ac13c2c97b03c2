import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CheckName, CheckResult } from '../documents/document-check-types';
import { FLAT_CHECK, IdvChecksResponse, IdvPolicyResponse, type Exactly } from './idv-check.response.dto';
import { IdvRowResponse } from '../list-idv/idv-row.response.dto';

/** One link sent to the applicant (a resend adds one; a revoke ends it). */
export class IdvFormLinkResponse {
  clicked_at!: string | null;
  sent_at!: string | null;
  expires_at!: string | null;
  revoked!: boolean;
  revoked_at!: string | null;
  revoke_reason!: string | null;
  used_at!: string | null;
  /** @example ["sms", "email"] */
  channels!: string[];
  consent_version!: string | null;
  consent_accepted_at!: string | null;
}

/** A person's override of the result, with the reason they gave. */
export class IdvOverrideResponse {
  previous!: string | null;
  /** PASSED or FAILED. @example "PASSED" */
  overall_validation!: string;
  /** @example "Licence renewed; renewal receipt seen at the desk" */
  reason!: string;
  edited_by!: string;
  @ApiProperty({ type: 'integer' })
  edited_by_id?: number | null;
  edited_on!: string;
}

/** Which checks the verdict rests on; null before the checks ran. */
export class CheckCoverageResponse {
  /** Checks that apply to the document family. @example 14 */
  @ApiProperty({ type: 'integer' })
  total!: number;
  performed!: string[];
  not_performed!: string[];
  /** @example "12 of 14 checks performed; not performed: selfie match, selfie liveness" */
  summary!: string;
}

/**
 * GET /api/checkIDV/{id}: the list row plus links, device, image URLs, checks and overrides. Each
 * check also appears flat under its own name (PASSED, FAILED, NOT_PERFORMED, REVIEW; null = not run yet).
 */
export class IdvRecordResponse extends IdvRowResponse {
  requested_by?: string | null;
  /**
   * The number a (resent) link is texted to, as recorded with the request; absent for records made
   * before it was kept. @example "+15125550143"
   */
  phone?: string | null;
  /** Whether a text can reach `phone` (a valid number in E.164); a link is texted only to such a number. */
  phone_textable?: boolean;
  formLinks!: IdvFormLinkResponse[];
  /** JSON text: {ipAddress, ipCity, ipRegion, ipCountry, userAgent}. */
  device_info!: string | null;
  /** URL of the authorised image route, null when not uploaded. @example "/api/idv/7c9e…/images/id_front" */
  id_front!: string | null;
  full_id_front!: string | null;
  id_back!: string | null;
  full_id_back!: string | null;
  selfie!: string | null;
  full_selfie?: string | null;
  /** When the retention schedule deleted the ID images, selfie and face crops (the image URLs are then null). */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, required: false })
  images_deleted_at?: string | null;
  /** The face crops the selfie match compared; null when that face was not found. */
  face_selfie?: string | null;
  face_portrait?: string | null;
  id_verification_value!: number | null;
  selfie_verification_value!: number | null;
  liveness_value!: number | null;
  // Spec section 3: each check's result flat, under its own name (null = not run yet).
  @ApiProperty(FLAT_CHECK)
  pdf_417!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  mrz_check_digits!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  reference_number_crosscheck!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  date_of_birth_crosscheck!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  fullname_crosscheck!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  expiration_date_crosscheck!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  document_expired!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  real_id_validation!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  selfie_verification!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  selfie_liveness!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  tamper_check!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  id_alteration_check!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  fake_check!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  screen_id_liveness!: CheckResult | null;
  @ApiProperty(FLAT_CHECK)
  paper_id_liveness!: CheckResult | null;
  /** Each check with its result, source and evidence (notes in the reader's language). */
  checks!: IdvChecksResponse;
  check_coverage?: CheckCoverageResponse | null;
  /** PDF417 (a US card) or MRZ (a passport); null before the document was read. */
  @ApiPropertyOptional({
    type: 'string',
    enum: ['PDF417', 'MRZ'],
    nullable: true,
  })
  document_family?: 'PDF417' | 'MRZ' | null;
  /** The document check policy's reading of the checks; null before they ran. */
  policy?: IdvPolicyResponse | null;
  overrides!: IdvOverrideResponse[];
}

/** The time an as-of record stood at. */
export class IdvAsOfResponse {
  @ApiProperty({ type: 'integer' })
  version!: number;
  recorded_at!: string;
}

/** GET /api/idv/{id}/as-of: the record as it stood at that version or time. */
export class IdvRecordAsOfResponse extends IdvRecordResponse {
  as_of!: IdvAsOfResponse;
}

/** The record's flat check fields name every check, no more. */
type FlatCheckName = Exclude<keyof IdvRecordResponse, keyof IdvRowResponse> & CheckName;
export const FLAT_CHECKS_DESCRIBED: Exactly<FlatCheckName, CheckName> = true;
