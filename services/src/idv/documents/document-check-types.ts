/**
 * The vocabulary of document checks: their names, results and evidence, the document readings they
 * start from and the applicant data they compare with. Shared by the checks (document-checks.ts),
 * the policy that scores them (document-check-policy.ts), the IDV events and the read side.
 */
import type { AamvaDocument } from './aamva.types';
import type { MrzDocument } from './mrz.parser';

export const DOCUMENT_CHECK_NAMES = [
  'pdf_417',
  'mrz_check_digits',
  'reference_number_crosscheck',
  'date_of_birth_crosscheck',
  'fullname_crosscheck',
  'expiration_date_crosscheck',
  'document_expired',
  'real_id_validation',
] as const;

export const PROVIDER_CHECK_NAMES = [
  'selfie_verification',
  'selfie_liveness',
  'tamper_check',
  'id_alteration_check',
  'fake_check',
  'screen_id_liveness',
  'paper_id_liveness',
] as const;

export type DocumentCheckName = (typeof DOCUMENT_CHECK_NAMES)[number];
export type ProviderCheckName = (typeof PROVIDER_CHECK_NAMES)[number];
export type CheckName = DocumentCheckName | ProviderCheckName;
/** REVIEW: the check could not decide on its own (a selfie match between its thresholds): a person decides. */
export type CheckResult = 'PASSED' | 'FAILED' | 'NOT_PERFORMED' | 'REVIEW';
export type DocumentFamily = 'PDF417' | 'MRZ';

export interface CheckEvidence {
  /** The value read from the document (barcode / MRZ). */
  document?: string;
  /** The value on file for the applicant. */
  applicant?: string;
  /**
   * What the check found, as a catalogue key (shared/i18n, `idvNote.*`) and its parameters: events
   * stay language-neutral and readers see the note in their language (idv/idv-text.ts).
   */
  noteKey?: string;
  noteParams?: Record<string, string>;
  /**
   * The note as English text: what events recorded before notes became keys carry instead. Readers
   * get it upcast to a key (idv/legacy-check-notes.ts); answers put the rendered note here.
   */
  note?: string;
  /** The in-house face checks' figures (idv/face): scores, thresholds and the model that produced them. */
  face?: FaceEvidence;
  /** A staff member's decision on a selfie match that was in review (idv/review-selfie-match). */
  review?: SelfieReviewEvidence;
}

/** What the selfie match's score says: at or above `pass`, below `fail`, or in between (a person decides). */
export type FaceMatchDecision = 'MATCH' | 'REVIEW' | 'NO_MATCH';

/** Who decided a selfie match in review, when, how and why; the check's result is then theirs. */
export interface SelfieReviewEvidence {
  decision: 'MATCH' | 'NO_MATCH';
  reason: string;
  /** The name as it was then, and the user's id. */
  by: string;
  byId: number | null;
  at: string;
}

export interface FaceEvidence {
  /** Model names and the version of the package that ships them. */
  model: string;
  modelVersion: string;
  similarity?: number;
  /**
   * The single threshold events recorded before the review band have (PASSED at or above it); newer
   * events carry `thresholds` and `decision` instead.
   */
  threshold?: number;
  /** The band of the selfie match: PASSED at or above `pass`, FAILED below `fail`, REVIEW in between. */
  thresholds?: { pass: number; fail: number };
  /** The score's reading against `thresholds`, before any staff decision. */
  decision?: FaceMatchDecision;
  antispoof?: number | null;
  antispoofThreshold?: number;
  liveness?: number | null;
  livenessThreshold?: number;
  /** Age estimated from the selfie, the age by the document's date of birth, and whether they are far apart. */
  estimatedAge?: number | null;
  documentAge?: number | null;
  ageDifference?: number | null;
  ageFinding?: boolean;
  /** The difference in years above which the ages are a finding (settings). */
  ageLimit?: number;
  /** Why the selfie could not be used (`faceIssue.*` key), or 'noPortrait'. */
  issue?: string;
}

export interface CheckOutcome {
  result: CheckResult;
  evidence: CheckEvidence;
}

export type DocumentChecks = Record<CheckName, CheckOutcome>;

export type DocumentReading =
  | { kind: 'AAMVA'; document: AamvaDocument }
  | { kind: 'MRZ'; document: MrzDocument }
  /**
   * The barcode/MRZ could not be found or parsed. `reason` says why, as an `idvNote.*` key (the check
   * notes carry it as a parameter, rendered in the reader's language); `detail` is the parser's own
   * account, quoted as it is.
   */
  | { kind: 'UNREADABLE'; family: DocumentFamily; reason: string; detail?: string };

export interface ApplicantIdentity {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (an ISO timestamp or MM/DD/YYYY is accepted too). */
  dateOfBirth: string;
  documentNumber?: string | null;
  /** Expiry from a second source (front-side OCR, staff entry); without it the crosscheck is not performed. */
  documentExpirationDate?: string | null;
}
