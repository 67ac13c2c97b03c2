import { NewEvent } from '../shared/domain/event';
import type { Language } from '../shared/i18n';
import type { CheckEvidence, CheckName, CheckResult, DocumentFamily } from './documents/document-check-types';
import type { ResubmissionReason } from './request-resubmission/resubmission-reasons';

export const FORM_TYPES = ['ADMISSIONS', 'FINANCIAL_AID'] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const IMAGE_KINDS = ['id_front', 'id_back', 'selfie'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export type Validation = 'PASSED' | 'FAILED';
export type DeliveryChannel = 'sms' | 'email';

/** A staff member as recorded in an event (the name as it was then). */
export interface UserRef {
  id: number | null;
  name: string;
}

/** The person checked, copied into the request so the record and the checks need no other feature's tables. */
export interface IdvSubject {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when unknown. */
  dateOfBirth: string | null;
  email: string | null;
  phone: string | null;
  /** The applicant's own language when a source knows it; none does yet (docs/idv.md, "Messages to applicants"). */
  language?: Language | null;
}

/** spec section 3 device_info, plus the browser's user agent. */
export interface DeviceInfo {
  ipAddress: string | null;
  ipCity: string | null;
  ipRegion: string | null;
  ipCountry: string | null;
  userAgent: string | null;
}

export type IdvRequested = NewEvent<
  'IdvRequested',
  {
    idvId: string;
    uuid: string;
    formType: FormType;
    subject: IdvSubject;
    source: 'session' | 'remote';
    requestedBy: UserRef;
    requestedAt: string;
  }
>;
export type IdvLinkSent = NewEvent<
  'IdvLinkSent',
  {
    idvId: string;
    linkId: string;
    tokenHash: string;
    channels: DeliveryChannel[];
    messageIds: string[];
    sentAt: string;
    expiresAt: string;
    resend: boolean;
    sentBy: UserRef;
    /** The messages' language (absent on links sent before issue 33: those were English). */
    language?: Language;
  }
>;
export type IdvLinkRevoked = NewEvent<
  'IdvLinkRevoked',
  {
    linkId: string;
    reason: 'revoked' | 'replaced';
    revokedAt: string;
    revokedBy: UserRef;
  }
>;
export type IdvLinkOpened = NewEvent<
  'IdvLinkOpened',
  { linkId: string; openedAt: string; device: DeviceInfo }
>;
export type IdvConsentAccepted = NewEvent<
  'IdvConsentAccepted',
  {
    linkId: string;
    consentVersion: string;
    acceptedAt: string;
    ipAddress: string | null;
    /**
     * The applicant's choice on the biometric consent (docs/privacy.md, "Biometric consent"): true,
     * "I agree" (a selfie and its face template, compared with the document's portrait); false, the
     * documents only, no selfie and no face comparison (the IDV then goes to staff review). Absent on
     * acceptances recorded before issue 32, whose text already named the selfie and its comparison.
     */
    faceComparison?: boolean;
  }
>;
/** An image as the capture stored it: which one, its digest, size and format. */
export interface UploadedImage {
  kind: ImageKind;
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  format: string;
}

export type IdvImageUploaded = NewEvent<
  'IdvImageUploaded',
  UploadedImage & { linkId: string; uploadedAt: string }
>;
export type IdvSubmitted = NewEvent<
  'IdvSubmitted',
  {
    linkId: string;
    submission: number;
    submittedAt: string;
    mrz: string[] | null;
  }
>;
export type IdvCheckRecorded = NewEvent<
  'IdvCheckRecorded',
  {
    submission: number;
    check: CheckName;
    result: CheckResult;
    evidence: CheckEvidence;
    source: 'document' | 'provider';
  }
>;
export type IdvCompleted = NewEvent<
  'IdvCompleted',
  {
    submission: number;
    overallValidation: Validation | null;
    overallValue: number;
    documentFamily: DocumentFamily;
    failedRequired: CheckName[];
    pendingRequired: CheckName[];
    failedOther: CheckName[];
    /** Checks a person must decide (a selfie match in review); absent in events recorded before. */
    inReview?: CheckName[];
    provider: string | null;
    completedAt: string;
  }
>;
/**
 * A staff member decided a selfie match that was in review: `result` and `evidence` are the
 * selfie_verification check as it now stands (the figures kept, the decision added).
 */
export type IdvSelfieMatchReviewed = NewEvent<
  'IdvSelfieMatchReviewed',
  {
    submission: number;
    decision: 'MATCH' | 'NO_MATCH';
    result: 'PASSED' | 'FAILED';
    evidence: CheckEvidence;
    reason: string;
    reviewedBy: UserRef;
    reviewedAt: string;
  }
>;
export type IdvResultOverridden = NewEvent<
  'IdvResultOverridden',
  {
    idvId: string;
    formType: FormType;
    previous: Validation | null;
    overallValidation: Validation;
    reason: string;
    overriddenBy: UserRef;
    overriddenAt: string;
    /** Four-eyes: the colleague who approved the override (absent when none was needed). */
    approvedBy?: UserRef;
  }
>;
/**
 * Staff asked the applicant for new photos (a failed or inconclusive check): the IDV waits for a new
 * submission through the link sent with it; `reason` is the code the applicant reads in their language.
 */
export type IdvResubmissionRequested = NewEvent<
  'IdvResubmissionRequested',
  {
    submission: number;
    reason: ResubmissionReason;
    /** For staff only: never shown to the applicant. */
    note: string | null;
    requestedBy: UserRef;
    requestedAt: string;
  }
>;

/**
 * How one message of a link ended (the outbox worker's final answer): delivered, or failed for good
 * (a permanent refusal, or the last retry). Channel, attempt and provider only: the recipient and the
 * text stay in the sealed outbox row; `error` is the adapter's message, which names neither.
 */
export type IdvLinkDelivered = NewEvent<
  'IdvLinkDelivered',
  {
    linkId: string;
    messageId: string;
    channel: DeliveryChannel;
    attempt: number;
    provider: string;
    providerMessageId: string | null;
    deliveredAt: string;
  }
>;
export type IdvLinkDeliveryFailed = NewEvent<
  'IdvLinkDeliveryFailed',
  {
    linkId: string;
    messageId: string;
    channel: DeliveryChannel;
    attempt: number;
    provider: string;
    permanent: boolean;
    error: string;
    failedAt: string;
  }
>;

export type IdvEvent =
  | IdvRequested
  | IdvLinkSent
  | IdvLinkRevoked
  | IdvLinkOpened
  | IdvConsentAccepted
  | IdvImageUploaded
  | IdvSubmitted
  | IdvCheckRecorded
  | IdvCompleted
  | IdvResultOverridden
  | IdvSelfieMatchReviewed
  | IdvResubmissionRequested
  | IdvLinkDelivered
  | IdvLinkDeliveryFailed;

export const IDV_EVENT_TYPES: readonly IdvEvent['type'][] = [
  'IdvRequested',
  'IdvLinkSent',
  'IdvLinkRevoked',
  'IdvLinkOpened',
  'IdvConsentAccepted',
  'IdvImageUploaded',
  'IdvSubmitted',
  'IdvCheckRecorded',
  'IdvCompleted',
  'IdvResultOverridden',
  'IdvSelfieMatchReviewed',
  'IdvResubmissionRequested',
  'IdvLinkDelivered',
  'IdvLinkDeliveryFailed',
];

/** One stream per subject and form type: the spec tracks ADMISSIONS and FINANCIAL_AID apart. */
export const idvStreamId = (uuid: string, formType: FormType) => `idv:${uuid}:${formType}`;

/** The person a remote IDV is for when they are not a verification session (docs/idv.md "Subjects"). */
export interface RemoteSubject {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** A remote applicant who is not a verification session (see docs/idv.md "Subjects"). */
export type IdvSubjectRegistered = NewEvent<
  'IdvSubjectRegistered',
  RemoteSubject & { uuid: string; registeredBy: UserRef }
>;
export const idvSubjectStreamId = (uuid: string) => `idv-subject:${uuid}`;
