/**
 * The applicant's side through a live link: opening it, consenting, uploading images, submitting.
 * Decided on the state idv.decider.ts folds.
 */
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import type { IdvState, LinkState } from '../idv.decider';
import { CaptureLinkGoneError, IdvLinkStateError } from '../idv.errors';
import { IMAGE_KINDS, type DeviceInfo, type IdvEvent, type UploadedImage } from '../idv.events';
import { localized } from '../../shared/i18n';

/** The checks every applicant action makes: the link is the current one, live and not yet used. */
export function requireUsableLink(state: IdvState, linkId: string, now: string): LinkState {
  const link = state.links[linkId];
  if (!link) throw new NotFoundError('error.notFound.link');
  if (link.revoked) throw new CaptureLinkGoneError('CAPTURE.LINK_REVOKED', localized('error.linkRevoked'));
  if (state.status !== 'Requested')
    throw new CaptureLinkGoneError('CAPTURE.LINK_USED', localized('error.linkUsed'));
  if (now >= link.expiresAt)
    throw new CaptureLinkGoneError('CAPTURE.LINK_EXPIRED', localized('error.linkExpired'));
  return link;
}

/** Only the first opening is recorded: it is the formLinks[0].clicked_at the spec shows. */
export function openLink(state: IdvState, linkId: string, device: DeviceInfo, now: string): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  return link.opened ? [] : [{ type: 'IdvLinkOpened', data: { linkId, openedAt: now, device } }];
}

/**
 * The applicant's answer to the consent: `faceComparison` true is "I agree" (documents, a selfie and
 * its face comparison), false the documents-only path. Once a selfie is stored the answer cannot
 * turn to documents only on the same link: the selfie was given under the agreement.
 */
export function acceptConsent(
  state: IdvState,
  linkId: string,
  choice: { version: string; faceComparison: boolean },
  ip: string | null,
  now: string,
): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  if (link.consentVersion === choice.version && link.faceComparison === choice.faceComparison) return [];
  if (!choice.faceComparison && state.images.selfie)
    throw new IdvLinkStateError('CAPTURE.SELFIE_ALREADY_GIVEN', localized('error.selfieAlreadyGiven'));
  return [
    {
      type: 'IdvConsentAccepted',
      data: {
        linkId,
        consentVersion: choice.version,
        acceptedAt: now,
        ipAddress: ip,
        faceComparison: choice.faceComparison,
      },
    },
  ];
}

export function uploadImage(state: IdvState, linkId: string, image: UploadedImage, now: string): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  if (!link.consentVersion)
    throw new IdvLinkStateError('CAPTURE.CONSENT_REQUIRED', localized('error.consentFirst'));
  // Never a selfie (nor so a face template) without the applicant's "I agree" to the comparison.
  if (image.kind === 'selfie' && link.faceComparison !== true)
    throw new IdvLinkStateError('CAPTURE.FACE_CONSENT_REQUIRED', localized('error.faceConsentFirst'));
  return [{ type: 'IdvImageUploaded', data: { linkId, ...image, uploadedAt: now } }];
}

export function submitCapture(
  state: IdvState,
  linkId: string,
  mrz: string[] | null,
  now: string,
): IdvEvent[] {
  const link = requireUsableLink(state, linkId, now);
  // The documents-only path submits without a selfie.
  const needed = link.faceComparison === false ? IMAGE_KINDS.filter((k) => k !== 'selfie') : IMAGE_KINDS;
  const missing = needed.filter((k) => !state.images[k]);
  if (missing.length)
    throw new ValidationError(
      missing.map((k) => ({ field: k, message: localized('error.uploadImageFirst') })),
    );
  return [
    { type: 'IdvSubmitted', data: { linkId, submission: state.submissions + 1, submittedAt: now, mrz } },
  ];
}
