import { NotFoundError, ValidationError } from '../shared/domain/domain-error';
import { Decider, exhaustive } from '../shared/domain/event';
import type { CheckEvidence, CheckName, CheckResult } from './documents/document-check-types';
import type { PolicyOutcome } from './documents/document-check-policy';
import {
  CaptureLinkGoneError,
  IdvAlreadyRequestedError,
  IdvLinkStateError,
  IdvNotCompletedError,
  IdvVersionConflictError,
} from './idv.errors';
import {
  DeliveryChannel,
  DeviceInfo,
  FormType,
  IMAGE_KINDS,
  IdvEvent,
  IdvSubject,
  ImageKind,
  UserRef,
  Validation,
} from './idv.events';

/** none → Requested → (Submitted: checks running) → Completed (spec section 4). */
export type IdvStatus = 'none' | 'Requested' | 'Submitted' | 'Completed';

interface LinkState {
  expiresAt: string;
  revoked: boolean;
  opened: boolean;
  consentVersion: string | null;
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
  submissions: number;
  /** MRZ lines sent with the latest submission (passports, ID cards), else null. */
  mrz: string[] | null;
  overallValidation: Validation | null;
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
        links: {
          ...state.links,
          [event.data.linkId]: {
            expiresAt: event.data.expiresAt,
            revoked: false,
            opened: false,
            consentVersion: null,
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
          },
        },
      };
    case 'IdvImageUploaded':
      return { ...state, images: { ...state.images, [event.data.kind]: event.data.sha256 } };
    case 'IdvSubmitted':
      return { ...state, status: 'Submitted', submissions: event.data.submission, mrz: event.data.mrz };
    case 'IdvCompleted':
      return { ...state, status: 'Completed', overallValidation: event.data.overallValidation };
    case 'IdvResultOverridden':
      return { ...state, overallValidation: event.data.overallValidation };
    case 'IdvCheckRecorded':
      // One check's result, for the record and the read side; no command's decision depends on it.
      return state;
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
    submissions: 0,
    mrz: null,
    overallValidation: null,
    version: 0,
  }),
  evolve,
};

export interface RequestIdvCommand {
  idvId: string;
  uuid: string;
  formType: FormType;
  subject: IdvSubject;
  source: 'session' | 'remote';
  by: UserRef;
  now: string;
}

/** One IDV per subject and form type. */
export function requestIdv(state: IdvState, cmd: RequestIdvCommand): IdvEvent[] {
  if (state.status !== 'none') throw new IdvAlreadyRequestedError();
  const { idvId, uuid, formType, subject, source, by, now } = cmd;
  return [
    {
      type: 'IdvRequested',
      data: { idvId, uuid, formType, subject, source, requestedBy: by, requestedAt: now },
    },
  ];
}

export interface SendLinkCommand {
  linkId: string;
  tokenHash: string;
  channels: DeliveryChannel[];
  messageIds: string[];
  now: string;
  expiresAt: string;
  by: UserRef;
}

/** A new link replaces the active one (revoked in the same append), so only one link works at a time. */
export function sendLink(state: IdvState, cmd: SendLinkCommand): IdvEvent[] {
  requireLinkable(state);
  const replaced: IdvEvent[] = state.activeLinkId
    ? [
        {
          type: 'IdvLinkRevoked',
          data: { linkId: state.activeLinkId, reason: 'replaced', revokedAt: cmd.now, revokedBy: cmd.by },
        },
      ]
    : [];
  const { linkId, tokenHash, channels, messageIds, now, expiresAt, by } = cmd;
  return [
    ...replaced,
    {
      type: 'IdvLinkSent',
      data: {
        idvId: state.idvId!,
        linkId,
        tokenHash,
        channels,
        messageIds,
        sentAt: now,
        expiresAt,
        resend: Object.keys(state.links).length > 0,
        sentBy: by,
      },
    },
  ];
}

export interface DeliveryReport {
  messageId: string;
  channel: DeliveryChannel;
  attempt: number;
  provider: string;
  providerMessageId: string | null;
  delivered: boolean;
  permanent: boolean;
  error: string | null;
  now: string;
}

/**
 * The outcome of one message of this IDV's links, for the audit trail. Recorded whatever the IDV's
 * state (a late failure still belongs in the history), once per message; a message this IDV never
 * sent decides nothing.
 */
export function recordLinkDelivery(state: IdvState, report: DeliveryReport): IdvEvent[] {
  const message = state.messages[report.messageId];
  if (!message || message.outcome) return [];
  const { messageId, channel, attempt, provider, now } = report;
  const base = { linkId: message.linkId, messageId, channel, attempt, provider };
  return report.delivered
    ? [
        {
          type: 'IdvLinkDelivered',
          data: { ...base, providerMessageId: report.providerMessageId, deliveredAt: now },
        },
      ]
    : [
        {
          type: 'IdvLinkDeliveryFailed',
          data: {
            ...base,
            permanent: report.permanent,
            error: report.error ?? 'delivery failed',
            failedAt: now,
          },
        },
      ];
}

/** A link makes sense only until the applicant has submitted (checked before a text is paid for). */
export function requireLinkable(state: IdvState): void {
  requireExists(state);
  if (state.status !== 'Requested')
    throw new IdvLinkStateError(
      'IDV.ALREADY_SUBMITTED',
      'The applicant has already submitted their documents',
    );
}

export function revokeLink(state: IdvState, by: UserRef, now: string): IdvEvent[] {
  requireExists(state);
  if (!state.activeLinkId)
    throw new IdvLinkStateError('IDV.NO_ACTIVE_LINK', 'There is no active link to revoke');
  return [
    {
      type: 'IdvLinkRevoked',
      data: { linkId: state.activeLinkId, reason: 'revoked', revokedAt: now, revokedBy: by },
    },
  ];
}

/** The checks every applicant action makes: the link is the current one, live and not yet used. */
export function requireUsableLink(state: IdvState, linkId: string, now: string): LinkState {
  const link = state.links[linkId];
  if (!link) throw new NotFoundError('Link');
  if (link.revoked)
    throw new CaptureLinkGoneError('CAPTURE.LINK_REVOKED', 'This link was withdrawn. Ask for a new one.');
  if (state.status !== 'Requested')
    throw new CaptureLinkGoneError('CAPTURE.LINK_USED', 'Your documents were already submitted.');
  if (now >= link.expiresAt)
    throw new CaptureLinkGoneError('CAPTURE.LINK_EXPIRED', 'This link has expired. Ask for a new one.');
  return link;
}

/** Only the first opening is recorded: it is the formLinks[0].clicked_at the spec shows. */
export function openLink(state: IdvState, linkId: string, device: DeviceInfo, now: string): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  return link.opened ? [] : [{ type: 'IdvLinkOpened', data: { linkId, openedAt: now, device } }];
}

export function acceptConsent(
  state: IdvState,
  linkId: string,
  version: string,
  ip: string | null,
  now: string,
): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  if (link.consentVersion === version) return [];
  return [
    { type: 'IdvConsentAccepted', data: { linkId, consentVersion: version, acceptedAt: now, ipAddress: ip } },
  ];
}

export interface UploadedImage {
  kind: ImageKind;
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  format: string;
}

export function uploadImage(state: IdvState, linkId: string, image: UploadedImage, now: string): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  if (!link.consentVersion)
    throw new IdvLinkStateError('CAPTURE.CONSENT_REQUIRED', 'Accept the consent text first');
  return [{ type: 'IdvImageUploaded', data: { linkId, ...image, uploadedAt: now } }];
}

export function submitCapture(
  state: IdvState,
  linkId: string,
  mrz: string[] | null,
  now: string,
): IdvEvent[] {
  requireUsableLink(state, linkId, now);
  const missing = IMAGE_KINDS.filter((k) => !state.images[k]);
  if (missing.length)
    throw new ValidationError(missing.map((k) => ({ field: k, message: 'Upload this image first' })));
  return [
    { type: 'IdvSubmitted', data: { linkId, submission: state.submissions + 1, submittedAt: now, mrz } },
  ];
}

export interface CheckRun {
  submission: number;
  checks: Array<{
    check: CheckName;
    result: CheckResult;
    evidence: CheckEvidence;
    source: 'document' | 'provider';
  }>;
  outcome: PolicyOutcome;
  documentFamily: 'PDF417' | 'MRZ';
  provider: string | null;
  now: string;
}

/** Idempotent: a retried job for a submission already completed decides nothing. */
export function recordChecks(state: IdvState, run: CheckRun): IdvEvent[] {
  if (state.status !== 'Submitted' || state.submissions !== run.submission) return [];
  const { outcome } = run;
  return [
    ...run.checks.map((c): IdvEvent => ({
      type: 'IdvCheckRecorded',
      data: { submission: run.submission, ...c },
    })),
    {
      type: 'IdvCompleted',
      data: {
        submission: run.submission,
        // PENDING (a required check not performed) is stored as an empty overall_validation.
        overallValidation: outcome.result === 'PENDING' ? null : outcome.result,
        overallValue: outcome.score,
        documentFamily: run.documentFamily,
        failedRequired: outcome.failedRequired,
        pendingRequired: outcome.pendingRequired,
        failedOther: outcome.failedOther,
        provider: run.provider,
        completedAt: run.now,
      },
    },
  ];
}

export interface OverrideCommand {
  overallValidation: Validation;
  reason: string;
  by: UserRef;
  now: string;
  /** The version the editor read; a different current version means someone else changed it. */
  expectedVersion?: number | null;
}

/** A completed IDV (including one the policy left pending) gets a staff decision with a reason. */
export function overrideResult(state: IdvState, cmd: OverrideCommand): IdvEvent[] {
  requireExists(state);
  if (state.status !== 'Completed') throw new IdvNotCompletedError(state.idvId!);
  if (cmd.expectedVersion != null && cmd.expectedVersion !== state.version) {
    throw new IdvVersionConflictError(cmd.expectedVersion, state.version);
  }
  const reason = (cmd.reason ?? '').trim();
  if (!reason) throw new ValidationError([{ field: 'reason', message: 'Reason is required' }]);
  if (reason.length > 2000)
    throw new ValidationError([{ field: 'reason', message: 'Must be at most 2000 characters' }]);
  return [
    {
      type: 'IdvResultOverridden',
      data: {
        idvId: state.idvId!,
        formType: state.formType!,
        previous: state.overallValidation,
        overallValidation: cmd.overallValidation,
        reason,
        overriddenBy: cmd.by,
        overriddenAt: cmd.now,
      },
    },
  ];
}

function requireExists(state: IdvState): void {
  if (state.status === 'none') throw new NotFoundError('IDV');
}
