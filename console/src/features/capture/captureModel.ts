import type { MessageKey } from '../../i18n/en';
import type { CaptureKind, FaceCheckAnswer } from './captureTypes';
import { isSelfieIssue, type SelfieIssue } from './face/selfieRules';

export type { CaptureKind };

/** The three photos, in the order the applicant takes them; the selfie uses the front camera. */
export const CAPTURE_STEPS: readonly {
  kind: CaptureKind;
  title: MessageKey;
  hint: MessageKey;
  camera: 'environment' | 'user';
}[] = [
  { kind: 'id_front', title: 'capture.idFront', hint: 'capture.idFrontHint', camera: 'environment' },
  { kind: 'id_back', title: 'capture.idBack', hint: 'capture.idBackHint', camera: 'environment' },
  { kind: 'selfie', title: 'capture.selfie', hint: 'capture.selfieHint', camera: 'user' },
];

/** The photo types the server decodes (docs/idv.md "Images"). */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type CaptureProblem =
  | 'invalidLink'
  | 'expired'
  | 'revoked'
  | 'used'
  | 'consentRequired'
  | 'tooLarge'
  | 'badType'
  | 'rateLimited'
  | 'network'
  | 'generic';

export const PROBLEM_TEXT: Record<CaptureProblem, MessageKey> = {
  invalidLink: 'capture.error.invalidLink',
  expired: 'capture.error.expired',
  revoked: 'capture.error.revoked',
  used: 'capture.error.used',
  consentRequired: 'capture.error.consentRequired',
  tooLarge: 'capture.error.tooLarge',
  badType: 'capture.error.badType',
  rateLimited: 'capture.error.rateLimited',
  network: 'capture.error.network',
  generic: 'capture.error.generic',
};

/** Problems that end the visit: the link cannot be used any more. */
export const FATAL_PROBLEMS: readonly CaptureProblem[] = ['invalidLink', 'expired', 'revoked', 'used'];

/** An answer of the capture API (docs/idv-api.md "Applicant page") → what the page explains. */
export function captureProblem(httpStatus: number, code: string | undefined): CaptureProblem {
  if (code === 'CAPTURE.LINK_EXPIRED') return 'expired';
  if (code === 'CAPTURE.LINK_REVOKED') return 'revoked';
  if (code === 'CAPTURE.LINK_USED') return 'used';
  if (code === 'CAPTURE.CONSENT_REQUIRED') return 'consentRequired';
  switch (httpStatus) {
    case 0:
      return 'network';
    case 404:
      return 'invalidLink';
    case 410:
      return 'expired';
    case 413:
      return 'tooLarge';
    case 415:
    case 422:
      return 'badType';
    case 429:
      return 'rateLimited';
    default:
      return 'generic';
  }
}

/** Checks a chosen file before sending it: a photo type and at most `maxBytes`. */
export function fileProblem(file: { type: string; size: number }, maxBytes: number): CaptureProblem | null {
  // Some phones leave the type empty; the server then decides from the content.
  if (file.type && !(ACCEPTED_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'badType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Whole megabytes for "at most {size} MB". */
export const megabytes = (bytes: number) => String(Math.floor(bytes / (1024 * 1024)));

export { isTokenShaped } from './captureLink';

/**
 * What the page says about a selfie (issue 15): `checking` while the server looks at it, `refused`
 * with the first thing to fix (seen on this device before the upload, or the server's answer, which
 * replaces it), `accepted` once the server found it usable.
 */
export type FaceState =
  | { state: 'checking' }
  | { state: 'refused'; issue: SelfieIssue | null; message: string | null; by: 'device' | 'server' }
  | { state: 'accepted' };

export const FACE_ISSUE_TEXT: Record<SelfieIssue, MessageKey> = {
  noFace: 'capture.face.noFace',
  multipleFaces: 'capture.face.multipleFaces',
  tooSmall: 'capture.face.tooSmall',
  notFrontal: 'capture.face.notFrontal',
  tooDark: 'capture.face.tooDark',
  tooBright: 'capture.face.tooBright',
  blurry: 'capture.face.blurry',
};

/** The server's face_check → what the page shows; no answer (no worker in time) shows nothing. */
export function faceStateOf(answer: FaceCheckAnswer | null | undefined): FaceState | null {
  if (!answer) return null;
  if (answer.usable) return { state: 'accepted' };
  return {
    state: 'refused',
    issue: isSelfieIssue(answer.issue) ? answer.issue : null,
    message: answer.message,
    by: 'server',
  };
}

/**
 * After this many selfies the server refused, Submit is allowed anyway: the detector can be wrong
 * about a real face, and the office reviews (and can override) what it decided.
 */
export const SELFIE_REFUSALS_BEFORE_SUBMIT = 3;

/** Whether Submit is allowed, and if not, the hint under it. */
export function submitState(
  uploaded: Record<CaptureKind, boolean>,
  selfie: FaceState | null,
  serverRefusals: number,
  /** The steps the applicant takes: without the selfie on the documents-only path. */
  steps: readonly { kind: CaptureKind }[] = CAPTURE_STEPS,
): { allowed: boolean; hint: MessageKey | null; anyway: boolean } {
  if (!steps.every((s) => uploaded[s.kind]))
    return { allowed: false, hint: 'capture.submitHint', anyway: false };
  if (!steps.some((s) => s.kind === 'selfie')) return { allowed: true, hint: null, anyway: false };
  if (selfie?.state !== 'refused' || selfie.by === 'device')
    return { allowed: true, hint: null, anyway: false };
  if (serverRefusals >= SELFIE_REFUSALS_BEFORE_SUBMIT) return { allowed: true, hint: null, anyway: true };
  return { allowed: false, hint: 'capture.submitHintSelfie', anyway: false };
}
