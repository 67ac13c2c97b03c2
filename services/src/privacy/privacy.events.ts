import type { NewEvent } from '../shared/domain/event';

/** A member of staff as a privacy event records them (the name as it was then). */
export interface PrivacyActor {
  id: number | null;
  name: string;
}

/** Why an erasure happened: on request (an admin), an offboarding, or the retention schedule. */
export type ErasureScope = 'applicant' | 'company' | 'retention';

/**
 * Why an applicant is erased, chosen from a list so that no one has to type (and no one can type)
 * personal data: 'other' comes with a short note.
 */
export const ERASURE_REASON_CODES = [
  'applicant_request',
  'retention_ended',
  'contract_end',
  'other',
] as const;
export type ErasureReasonCode = (typeof ERASURE_REASON_CODES)[number];

/**
 * What an erasure did, as its certificate states it: pseudonymous ids, key ids and counts only,
 * never a name, a contact or an image. `signature` is the Ed25519 signature of the certificate
 * (privacy/certificate/certificate-signer.ts).
 */
export interface ErasureFacts {
  erasureId: string;
  scope: ErasureScope;
  subjects: Array<{ subjectUuid: string; keyId: string }>;
  /** Rows deleted per kind ("verification_sessions", "idv_images", …), summed over the subjects. */
  purged: Record<string, number>;
  /** The reason as stated: the note for 'other', the code's English label otherwise, or older free text. */
  reason: string;
  /** The reason chosen (absent on erasures made before the choice existed). */
  reasonCode?: ErasureReasonCode;
  by: PrivacyActor;
  at: string;
  signature: string;
}

/** One applicant erased (on request, or by the retention schedule), on the applicant's privacy stream. */
export type ApplicantErased = NewEvent<'ApplicantErased', ErasureFacts>;

/** A whole company erased at the end of its contract, on the company's privacy stream. */
export type CompanyOffboarded = NewEvent<'CompanyOffboarded', ErasureFacts & { companyName: string }>;

export type LegalHoldPlaced = NewEvent<
  'LegalHoldPlaced',
  { holdId: string; subjectUuid: string; reason: string; by: PrivacyActor; at: string }
>;
export type LegalHoldReleased = NewEvent<
  'LegalHoldReleased',
  { holdId: string; subjectUuid: string; reason: string; by: PrivacyActor; at: string }
>;

/** The nightly retention job's summary for one company (counts only). */
export type RetentionApplied = NewEvent<
  'RetentionApplied',
  {
    runId: string;
    at: string;
    schedule: { imagesDays: number; applicantRecordsDays: number; reportsDays: number };
    imagesDeleted: number;
    idvsWithImagesDeleted: number;
    reportsDeleted: number;
    applicantsErased: number;
    heldSkipped: number;
  }
>;

export type PrivacyEvent =
  ApplicantErased | CompanyOffboarded | LegalHoldPlaced | LegalHoldReleased | RetentionApplied;

export const PRIVACY_EVENT_TYPES: ReadonlyArray<PrivacyEvent['type']> = [
  'ApplicantErased',
  'CompanyOffboarded',
  'LegalHoldPlaced',
  'LegalHoldReleased',
  'RetentionApplied',
];

/** An applicant's privacy facts: erasure and legal holds (their history keeps them after erasure). */
export const applicantPrivacyStreamId = (subjectUuid: string) => `applicant-privacy-${subjectUuid}`;
/** A company's privacy facts: offboarding and the retention job's summaries. */
export const companyPrivacyStreamId = (companyId: number) => `company-privacy-${companyId}`;
