import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CheckEvidence,
  CheckName,
  CheckResult,
  FaceEvidence,
  FaceMatchDecision,
  SelfieReviewEvidence,
} from '../documents/document-check-types';
import { CHECK_NAMES } from '../read-models/idv-view';

/*
 * The IDV checks as GET /api/checkIDV/{id} (and …/as-of) carry them: each check's result, where it
 * came from and its evidence (documents/document-check-types.ts CheckEvidence, FaceEvidence).
 */

/** REVIEW: a selfie match between its thresholds, waiting for a staff decision (POST /api/idv/{id}/selfie-review). */
export const CHECK_RESULTS = [
  'PASSED',
  'FAILED',
  'NOT_PERFORMED',
  'REVIEW',
] as const satisfies readonly CheckResult[];

/** The selfie match's band: PASSED at or above `pass`, FAILED below `fail`, REVIEW in between (settings). */
export class FaceThresholdsResponse {
  /** @example 0.69 */
  pass!: number;
  /** @example 0.44 */
  fail!: number;
}

/** A staff member's decision on a selfie match that was in review. */
export class SelfieReviewResponse implements SelfieReviewEvidence {
  /** MATCH: the selfie shows the person on the ID (the check PASSED); NO_MATCH: it does not (FAILED). */
  @ApiProperty({ enum: ['MATCH', 'NO_MATCH'], enumName: 'SelfieReviewDecision' })
  decision!: 'MATCH' | 'NO_MATCH';
  /** @example "Same person: the portrait is ten years old; checked the student card at the desk" */
  reason!: string;
  /** Who decided (the name as it was then). @example "Avery Quinn" */
  by!: string;
  @ApiProperty({ type: 'integer', nullable: true })
  byId!: number | null;
  /** @example "2026-09-01T12:00:00.000Z" */
  at!: string;
}

/**
 * The in-house face checks' figures (idv/face): scores, thresholds and the model that produced them.
 * `implements`: a field typed differently from the recorded evidence, or a required one missing, fails
 * the build (optional fields must still be added by hand).
 */
export class FaceEvidenceResponse implements FaceEvidence {
  /** Model names. @example "blazeface+facemesh-align-margin+faceres-flip" */
  model!: string;
  /** Version of the package that ships the models. @example "3.3.6" */
  modelVersion!: string;
  /** Selfie-to-portrait similarity, 0–1. @example 0.71 */
  similarity?: number;
  /** The single threshold of events recorded before the review band (PASSED at or above it). @example 0.64 */
  threshold?: number;
  /** The band the similarity was read against (events recorded since the review band). */
  thresholds?: FaceThresholdsResponse;
  /** The similarity's reading against `thresholds`, before any staff decision. */
  @ApiPropertyOptional({ enum: ['MATCH', 'REVIEW', 'NO_MATCH'], enumName: 'FaceMatchDecision' })
  decision?: FaceMatchDecision;
  /** Passive anti-spoof ("real") score, 0–1; null when the model gave none. */
  antispoof?: number | null;
  antispoofThreshold?: number;
  /** Liveness score, 0–1; null when the model gave none. */
  liveness?: number | null;
  livenessThreshold?: number;
  /** Age estimated from the selfie. */
  estimatedAge?: number | null;
  /** Age by the document's date of birth. */
  documentAge?: number | null;
  ageDifference?: number | null;
  /** The two ages are further apart than `ageLimit`. */
  ageFinding?: boolean;
  /** Difference in years above which the ages are a finding (settings). */
  ageLimit?: number;
  /** Why no comparison was made: a selfie issue (`noFace`, `tooSmall`…) or `noPortrait`. @example "noFace" */
  issue?: string;
}

/** What a check compared and found (`implements`, as above). */
export class CheckEvidenceResponse implements CheckEvidence {
  /** The value read from the document (barcode / MRZ). @example "1990-04-12" */
  document?: string;
  /** The value on file for the applicant. @example "1990-04-12" */
  applicant?: string;
  /** What the check found, in the reader's language. @example "Date of birth matches" */
  note?: string;
  /** The note's catalogue key (language-neutral). @example "idvNote.dobMatch" */
  noteKey?: string;
  /** The note's parameters. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  noteParams?: Record<string, string>;
  /** The face checks' figures (selfie_verification, selfie_liveness). */
  face?: FaceEvidenceResponse;
  /** A staff member's decision on a selfie match that was in review (selfie_verification). */
  review?: SelfieReviewResponse;
}

/** One check of an IDV. */
export class IdvCheckResponse {
  @ApiProperty({ enum: CHECK_RESULTS, enumName: 'IdvCheckResult', example: 'PASSED' })
  result!: CheckResult;
  /** `document`: computed here from the document; `provider`: an IDV provider's (or the in-house face) check. */
  @ApiProperty({ enum: ['document', 'provider'], enumName: 'IdvCheckSource' })
  source!: 'document' | 'provider';
  evidence!: CheckEvidenceResponse;
}

/** The checks recorded for the current submission, by name; a check not run yet is absent. */
export class IdvChecksResponse {
  pdf_417?: IdvCheckResponse;
  mrz_check_digits?: IdvCheckResponse;
  reference_number_crosscheck?: IdvCheckResponse;
  date_of_birth_crosscheck?: IdvCheckResponse;
  fullname_crosscheck?: IdvCheckResponse;
  expiration_date_crosscheck?: IdvCheckResponse;
  document_expired?: IdvCheckResponse;
  real_id_validation?: IdvCheckResponse;
  selfie_verification?: IdvCheckResponse;
  selfie_liveness?: IdvCheckResponse;
  tamper_check?: IdvCheckResponse;
  id_alteration_check?: IdvCheckResponse;
  fake_check?: IdvCheckResponse;
  screen_id_liveness?: IdvCheckResponse;
  paper_id_liveness?: IdvCheckResponse;
}

/** The document check policy's reading of the checks (null before they ran). */
export class IdvPolicyResponse {
  /** Required checks that failed: the verdict is FAILED. */
  @ApiProperty({ enum: CHECK_NAMES, enumName: 'IdvCheckName', isArray: true })
  failed_required!: CheckName[];
  /** Required checks not performed yet. */
  @ApiProperty({ enum: CHECK_NAMES, enumName: 'IdvCheckName', isArray: true })
  pending_required!: CheckName[];
  /** Checks that failed but do not decide the verdict. */
  @ApiProperty({ enum: CHECK_NAMES, enumName: 'IdvCheckName', isArray: true })
  failed_other!: CheckName[];
  /** Checks a person must decide (a selfie match in review): the verdict waits; absent before the review band. */
  @ApiPropertyOptional({ enum: CHECK_NAMES, enumName: 'IdvCheckName', isArray: true })
  in_review?: CheckName[];
  /** The IDV provider that ran the provider checks; null for none. */
  provider!: string | null;
}

/** A flat check field of the record (idv-record.response.dto.ts): the check's result, null while not run. */
export const FLAT_CHECK = {
  type: 'string',
  enum: CHECK_RESULTS,
  nullable: true,
} as const;

/** `true` when A and B are the same union of names. */
export type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** The checks object names every check of CHECK_NAMES (the list the checks are run from), no more. */
export const CHECKS_DESCRIBED: Exactly<keyof IdvChecksResponse, CheckName> = true;
