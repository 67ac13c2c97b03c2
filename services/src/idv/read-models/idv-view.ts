import { exhaustive } from '../../shared/domain/event';
import type { CheckEvidence, CheckName, CheckResult } from '../documents/document-check-types';
import { DOCUMENT_CHECK_NAMES, PROVIDER_CHECK_NAMES } from '../documents/document-check-types';
import { DeliveryChannel, DeviceInfo, FormType, IdvEvent, ImageKind, Validation } from '../idv.events';

export const CHECK_NAMES: readonly CheckName[] = [...DOCUMENT_CHECK_NAMES, ...PROVIDER_CHECK_NAMES];

export interface FormLinkView {
  link_id: string;
  sent_at: string;
  expires_at: string;
  clicked_at: string | null;
  revoked: boolean;
  revoked_at: string | null;
  revoke_reason: 'revoked' | 'replaced' | null;
  used_at: string | null;
  channels: DeliveryChannel[];
  consent_version: string | null;
  consent_accepted_at: string | null;
}

export interface CheckView {
  result: CheckResult;
  evidence: CheckEvidence;
  source: 'document' | 'provider';
}

export interface OverrideView {
  previous: Validation | null;
  overall_validation: Validation;
  reason: string;
  edited_by: string;
  edited_by_id: number | null;
  edited_on: string;
}

/** The IDV record (spec section 3) as the events make it; the API adds image URLs and flat check fields. */
export interface IdvView {
  id: string;
  uuid: string;
  form_type: FormType;
  source: 'session' | 'remote';
  status: 'Requested' | 'Submitted' | 'Completed';
  version: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  email: string | null;
  /** The number a link is texted to, as the request recorded it; absent in views built before it was kept. */
  phone?: string | null;
  /** Stored language-neutral (an API key's own name); render with requestedByLabel. */
  requested_by: string;
  /** Negative for an API key; absent in views built before it was kept (those hold "API key '…'"). */
  requested_by_id?: number | null;
  overall_validation: Validation | null;
  overall_value: number | null;
  reason: string | null;
  admin_message: string | null;
  edit_user: string | null;
  edited_on: string | null;
  created_at: string;
  submitted_at: string | null;
  submission: number;
  completed_at: string | null;
  formLinks: FormLinkView[];
  device_info: DeviceInfo | null;
  images: Partial<Record<ImageKind, { bytes: number; width: number; height: number; uploaded_at: string }>>;
  checks: Partial<Record<CheckName, CheckView>>;
  document_family: 'PDF417' | 'MRZ' | null;
  policy: {
    failed_required: CheckName[];
    pending_required: CheckName[];
    failed_other: CheckName[];
    /** Checks a person must decide (a selfie match in review); absent in views built before. */
    in_review?: CheckName[];
    provider: string | null;
  } | null;
  overrides: OverrideView[];
}

const updateLink = (view: IdvView, linkId: string, change: (l: FormLinkView) => FormLinkView): IdvView => ({
  ...view,
  formLinks: view.formLinks.map((l) => (l.link_id === linkId ? change(l) : l)),
});

/**
 * The one fold from IDV events to the record: the inline projection stores its result and the as-of
 * query runs it over a prefix of the stream, so "now" and "as it stood then" are computed alike.
 */
export function evolveIdvView(view: IdvView | null, e: IdvEvent): IdvView | null {
  if (e.type === 'IdvRequested') {
    const d = e.data;
    return {
      id: d.idvId,
      uuid: d.uuid,
      form_type: d.formType,
      source: d.source,
      status: 'Requested',
      version: 1,
      first_name: d.subject.firstName,
      last_name: d.subject.lastName,
      date_of_birth: d.subject.dateOfBirth,
      email: d.subject.email,
      phone: d.subject.phone,
      requested_by: d.requestedBy.name,
      requested_by_id: d.requestedBy.id,
      overall_validation: null,
      overall_value: null,
      reason: null,
      admin_message: null,
      edit_user: null,
      edited_on: null,
      created_at: d.requestedAt,
      submitted_at: null,
      submission: 0,
      completed_at: null,
      formLinks: [],
      device_info: null,
      images: {},
      checks: {},
      document_family: null,
      policy: null,
      overrides: [],
    };
  }
  if (!view) return view;
  const next = { ...view, version: view.version + 1 };
  switch (e.type) {
    case 'IdvLinkSent': {
      const d = e.data;
      // Newest first: formLinks[0] is the link the applicant can use now (spec: "the first has clicked_at").
      const link: FormLinkView = {
        link_id: d.linkId,
        sent_at: d.sentAt,
        expires_at: d.expiresAt,
        clicked_at: null,
        revoked: false,
        revoked_at: null,
        revoke_reason: null,
        used_at: null,
        channels: d.channels,
        consent_version: null,
        consent_accepted_at: null,
      };
      return { ...next, formLinks: [link, ...next.formLinks], images: {} };
    }
    case 'IdvLinkRevoked':
      return updateLink(next, e.data.linkId, (l) => ({
        ...l,
        revoked: true,
        revoked_at: e.data.revokedAt,
        revoke_reason: e.data.reason,
      }));
    case 'IdvLinkOpened':
      return {
        ...updateLink(next, e.data.linkId, (l) => ({ ...l, clicked_at: l.clicked_at ?? e.data.openedAt })),
        device_info: e.data.device,
      };
    case 'IdvConsentAccepted':
      return updateLink(next, e.data.linkId, (l) => ({
        ...l,
        consent_version: e.data.consentVersion,
        consent_accepted_at: e.data.acceptedAt,
      }));
    case 'IdvImageUploaded': {
      const { kind, bytes, width, height, uploadedAt } = e.data;
      return {
        ...next,
        images: { ...next.images, [kind]: { bytes, width, height, uploaded_at: uploadedAt } },
      };
    }
    case 'IdvSubmitted':
      return {
        ...updateLink(next, e.data.linkId, (l) => ({ ...l, used_at: e.data.submittedAt })),
        status: 'Submitted',
        submitted_at: e.data.submittedAt,
        submission: e.data.submission,
        checks: {},
        policy: null,
      };
    case 'IdvCheckRecorded':
      return {
        ...next,
        checks: {
          ...next.checks,
          [e.data.check]: { result: e.data.result, evidence: e.data.evidence, source: e.data.source },
        },
      };
    case 'IdvCompleted': {
      const d = e.data;
      return {
        ...next,
        status: 'Completed',
        overall_validation: d.overallValidation,
        overall_value: d.overallValue,
        completed_at: d.completedAt,
        document_family: d.documentFamily,
        policy: {
          failed_required: d.failedRequired,
          pending_required: d.pendingRequired,
          failed_other: d.failedOther,
          in_review: d.inReview ?? [],
          provider: d.provider,
        },
      };
    }
    case 'IdvResultOverridden': {
      const d = e.data;
      const override: OverrideView = {
        previous: d.previous,
        overall_validation: d.overallValidation,
        reason: d.reason,
        edited_by: d.overriddenBy.name,
        edited_by_id: d.overriddenBy.id,
        edited_on: d.overriddenAt,
      };
      return {
        ...next,
        overall_validation: d.overallValidation,
        reason: d.reason,
        edit_user: d.overriddenBy.name,
        edited_on: d.overriddenAt,
        overrides: [...next.overrides, override],
      };
    }
    case 'IdvSelfieMatchReviewed': {
      const previous = next.checks.selfie_verification;
      const check: CheckView = {
        result: e.data.result,
        evidence: e.data.evidence,
        source: previous?.source ?? 'provider',
      };
      return { ...next, checks: { ...next.checks, selfie_verification: check } };
    }
    case 'IdvResubmissionRequested':
      // The applicant sends new photos through the new link; the earlier result stays until they do.
      return { ...next, status: 'Requested' };
    case 'IdvLinkDelivered':
    case 'IdvLinkDeliveryFailed':
      // A message's outcome is the history's, not the record's; the record's version still counts it.
      return next;
    default:
      exhaustive(e);
      return next;
  }
}
