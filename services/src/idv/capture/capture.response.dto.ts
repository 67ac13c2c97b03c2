import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SELFIE_ISSUES, type SelfieIssue } from '../face/selfie-rules';
import { FORM_TYPES, IMAGE_KINDS, type FormType, type ImageKind } from '../idv.events';

/* The applicant's capture page's answers (capture.http.controller.ts): public, the link token is the credential. */

/** The consent the applicant must accept before uploading. */
export class CaptureConsentResponse {
  /** Send it back with POST …/consent. @example "2026-01" */
  version!: string;
  /** The applicant accepted this version already. */
  accepted!: boolean;
  /** @example "I agree that Northfield University may verify my identity for Admissions…" */
  text!: string;
}

/** Which photos are stored so far. */
export class CaptureUploadedResponse {
  id_front!: boolean;
  id_back!: boolean;
  selfie!: boolean;
}

/** GET /api/capture/{token}: what the capture page shows. */
export class CapturePageResponse {
  /** @example "Northfield University" */
  company_name!: string;
  /** The applicant's first name (the only personal data the page gets). @example "Ada" */
  first_name!: string;
  @ApiProperty({ enum: FORM_TYPES, enumName: 'IdvFormType', example: 'ADMISSIONS' })
  form_type!: FormType;
  /** ISO 8601: the link stops working then. @example "2026-09-08T12:00:00.000Z" */
  expires_at!: string;
  consent!: CaptureConsentResponse;
  uploaded!: CaptureUploadedResponse;
  /** The largest photo the server accepts, in bytes. @example 10485760 */
  @ApiProperty({ type: 'integer' })
  max_image_bytes!: number;
}

/** The selfie check's answer: whether the photo is usable and, if not, what to change. */
export class CaptureFaceCheckResponse {
  usable!: boolean;
  /** Why it cannot be used; null when usable. */
  @ApiProperty({
    type: 'string',
    enum: SELFIE_ISSUES,
    nullable: true,
    example: null,
  })
  issue!: SelfieIssue | null;
  /** What to change, in the applicant's language; null when usable. @example null */
  message!: string | null;
}

/** POST /api/capture/{token}/images/{kind}: the stored photo's size (and, for a selfie, its check). */
export class CaptureUploadResponse {
  @ApiProperty({ enum: IMAGE_KINDS, enumName: 'ImageKind', example: 'selfie' })
  kind!: ImageKind;
  /** @example 1280 */
  @ApiProperty({ type: 'integer' })
  width!: number;
  /** @example 960 */
  @ApiProperty({ type: 'integer' })
  height!: number;
  /**
   * Only for a selfie: the check's answer, or null when it did not come in time (the document check
   * judges the selfie again on submit).
   */
  @ApiPropertyOptional({ type: () => CaptureFaceCheckResponse, nullable: true })
  face_check?: CaptureFaceCheckResponse | null;
}
