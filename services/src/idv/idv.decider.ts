import { NotFoundError } from '../shared/domain/domain-error';
import { Decider, exhaustive } from '../shared/domain/event';
import type { CheckName, CheckOutcome, DocumentFamily } from './documents/document-check-types';
import { FormType, IdvEvent, IdvSubject, ImageKind, Validation } from './idv.events';
import type { ResubmissionReason } from './request-resubmission/resubmission-reasons';

/**
 * The IDV's write model: the state its stream folds to. The decisions on it live with their use
 * cases: request-idv/request-idv.decision.ts, manage-link/link.decisions.ts,
 * capture/capture.decisions.ts, document-check/record-checks.decision.ts,
 * override-idv-result/override-result.decision.ts and review-selfie-match/review-selfie-match.decision.ts.
 */
/** none → Requested → (Submitted: checks running) → Completed (spec section 4). */
export type IdvStatus = 'none' | 'Requested' | 'Submitted' | 'Completed';

export interface LinkState {
  expiresAt: string;
  revoked: boolean;
  opened: boolean;
  consentVersion: string | null;
  /** Whether the applicant agreed to the face comparison on this link; null before any choice. */
  faceComparison: boolean | null;
}

export interface IdvState {
  status: IdvStatus;
  idvId: string | null;
  formType: FormType | null;
  subject: IdvSubject | null;
  links: Record<string, LinkState>;
  activeLinkId: string | null;
  /** Each message of a link (outbox id) → its link, and whether its delivery outcome is recorded. */
  messages: Record<string, { linkId: string; outcome: 'delivered' | 'failed' | null }>;
  images: Partial<Record<ImageKind, string>>;
  /**
   * The applicant's latest biometric choice (with the images it covers: a new link clears both):
   * true, face comparison agreed; false, documents only; null, no choice recorded. The checks run the
   * face comparison only on true (docs/privacy.md, "Biometric consent").
   */
  faceComparison: boolean | null;
  submissions: number;
  /** MRZ lines sent with the latest submission (passports, ID cards), else null. */
  mrz: string[] | null;
  overallValidation: Validation | null;
  /** The latest submission's checks: a selfie match in review is decided, and the policy re-run, on them. */
  checks: Partial<Record<CheckName, CheckOutcome>>;
  /** What the latest completion was read from; null before the checks ran. */
  completion: { documentFamily: DocumentFamily; provider: string | null } | null;
  /** Why staff asked for new photos, until the applicant submits them (the capture page shows it). */
  resubmissionReason: ResubmissionReason | null;
  /** Events folded so far: the stream version a client sends back as expected_version. */
  version: number;
}

function evolve(previous: IdvState, event: IdvEvent): IdvState {
  const state = { ...previous, version: previous.version + 1 };
  switch (event.type) {
    case 'IdvRequested':
      return {
        ...state,
        status: 'Requested',
        idvId: event.data.idvId,
        formType: event.data.formType,
        subject: event.data.subject,
      };
    case 'IdvLinkSent':
      return {
        ...state,
        activeLinkId: event.data.linkId,
        images: {},
        faceComparison: null,
        links: {
          ...state.links,
          [event.data.linkId]: {
            expiresAt: event.data.expiresAt,
            revoked: false,
            opened: false,
            consentVersion: null,
            faceComparison: null,
          },
        },
        messages: {
          ...state.messages,
          ...Object.fromEntries(
            event.data.messageIds.map((id) => [id, { linkId: event.data.linkId, outcome: null }]),
          ),
        },
      };
    case 'IdvLinkDelivered':
    case 'IdvLinkDeliveryFailed': {
      const message = state.messages[event.data.messageId];
      if (!message) return state;
      const outcome = event.type === 'IdvLinkDelivered' ? 'delivered' : 'failed';
      return { ...state, messages: { ...state.messages, [event.data.messageId]: { ...message, outcome } } };
    }
    case 'IdvLinkRevoked':
      return {
        ...state,
        activeLinkId: state.activeLinkId === event.data.linkId ? null : state.activeLinkId,
        links: { ...state.links, [event.data.linkId]: { ...state.links[event.data.linkId], revoked: true } },
      };
    case 'IdvLinkOpened':
      return {
        ...state,
        links: { ...state.links, [event.data.linkId]: { ...state.links[event.data.linkId], opened: true } },
      };
    case 'IdvConsentAccepted':
      return {
        ...state,
        links: {
          ...state.links,
          [event.data.linkId]: {
            ...state.links[event.data.linkId],
            consentVersion: event.data.consentVersion,
            faceComparison: event.data.faceComparison ?? true,
          },
        },
        faceComparison: event.data.faceComparison ?? true,
      };
    case 'IdvImageUploaded':
      return { ...state, images: { ...state.images, [event.data.kind]: event.data.sha256 } };
    case 'IdvSubmitted':
      return {
        ...state,
        status: 'Submitted',
        submissions: event.data.submission,
        mrz: event.data.mrz,
        checks: {},
        completion: null,
        resubmissionReason: null,
      };
    case 'IdvCompleted':
      return {
        ...state,
        status: 'Completed',
        overallValidation: event.data.overallValidation,
        completion: { documentFamily: event.data.documentFamily, provider: event.data.provider },
      };
    case 'IdvResultOverridden':
      return { ...state, overallValidation: event.data.overallValidation };
    case 'IdvResubmissionRequested':
      // Back to waiting for the applicant: the link sent with it is the one they use.
      return { ...state, status: 'Requested', resubmissionReason: event.data.reason };
    case 'IdvCheckRecorded':
      return {
        ...state,
        checks: {
          ...state.checks,
          [event.data.check]: { result: event.data.result, evidence: event.data.evidence },
        },
      };
    case 'IdvSelfieMatchReviewed':
      return {
        ...state,
        checks: {
          ...state.checks,
          selfie_verification: { result: event.data.result, evidence: event.data.evidence },
        },
      };
    default:
      exhaustive(event);
      return state;
  }
}

export const idvDecider: Decider<IdvState, IdvEvent> = {
  initialState: () => ({
    status: 'none',
    idvId: null,
    formType: null,
    subject: null,
    links: {},
    activeLinkId: null,
    messages: {},
    images: {},
    faceComparison: null,
    submissions: 0,
    mrz: null,
    overallValidation: null,
    checks: {},
    completion: null,
    resubmissionReason: null,
    version: 0,
  }),
  evolve,
};

/** Every decision but the request needs the IDV to exist. */
export function requireExists(state: IdvState): void {
  if (state.status === 'none') throw new NotFoundError('error.notFound.idv');
}
