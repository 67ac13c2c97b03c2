import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SELFIE_ISSUES, type SelfieIssue } from '../face/selfie-rules';
import { FORM_TYPES, IMAGE_KINDS, type FormType, type ImageKind } from '../idv.events';
import { RESUBMISSION_REASONS, type ResubmissionReason } from '../request-resubmission/resubmission-reasons';

/* The applicant's capture page's answers (capture.http.controller.ts): public, the link token is the credential. */

/**
 * The biometric consent the applicant answers before uploading (docs/privacy.md, "Biometric
 * consent"), in the request's language, with the company's retention periods filled in.
 */
export class CaptureConsentResponse {
  /** The consent text version; send it back with POST …/consent. @example "2026-11" */
  version!: string;
  /** The applicant answered this version already (agreed, or chose the documents only). */
  accepted!: boolean;
  /** The answer given to this version: true agreed to the face comparison, false documents only, null none yet. */
  @ApiProperty({ type: 'boolean', nullable: true, example: null })
  face_comparison!: boolean | null;
  /** The release the applicant gives with "I agree". @example "By choosing “I agree” I give Northfield University my written release…" */
  text!: string;
  /** @example "Before you start: your photos and your face" */
  title!: string;
  /** What is collected: document photos, a selfie, a face template. */
  collected!: string;
  /** Why, and for nothing else. */
  purpose!: string;
  /** How long each is kept, from the company's retention schedule. */
  retention!: string;
  /** What the documents-only path means. */
  without_face!: string;
  /** The company's published retention schedule (no sign-in). @example "/retention/7-kq3M0dV9cYxq1m2P0aZbQw" */
  retention_page!: string;
}

/** Which photos are stored so far. */
export class CaptureUploadedResponse {
  id_front!: boolean;
  id_back!: boolean;
  selfie!: boolean;
}

/** Why the applicant is asked for new photos (staff requested a resubmission). */
export class CaptureResubmissionResponse {
  @ApiProperty({ enum: RESUBMISSION_REASONS, enumName: 'ResubmissionReason', example: 'back_blurred' })
  reason!: ResubmissionReason;
  /** The reason in the applicant's language. @example "The photo of the back of your document is blurred." */
  message!: string;
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
  /** Set when staff asked for new photos: why, for the page to say first. */
  @ApiProperty({ type: () => CaptureResubmissionResponse, nullable: true })
  resubmission!: CaptureResubmissionResponse | null;
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
