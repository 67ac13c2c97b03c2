/**
 * The selfie rules, pure: the server decides with them (face-examination.ts) and the capture page
 * gets a generated copy of this very file (`npm run face-rules`, checked by the lint) to tell the
 * applicant what to fix before the upload, so the two can never say different things. No Node or
 * library import here: it is bundled into the browser.
 */

/** Why a selfie cannot be used; the applicant is told what to change (i18n `faceIssue.*`). */
export const SELFIE_ISSUES = [
  'noFace',
  'multipleFaces',
  'tooSmall',
  'notFrontal',
  'tooDark',
  'tooBright',
  'blurry',
] as const;
export type SelfieIssue = (typeof SELFIE_ISSUES)[number];

export const isSelfieIssue = (value: unknown): value is SelfieIssue =>
  typeof value === 'string' && (SELFIE_ISSUES as readonly string[]).includes(value);

/**
 * What a usable selfie needs. The face box must be at least minFacePx wide and a sixth of the
 * shorter side (the descriptor works on 224 px faces; smaller ones lose detail); a second face at
 * least 40 % the size of the first is another person in the picture (a face far behind is ignored).
 * Brightness and sharpness are measured on the face only (face-crop.ts). The sharpness floor refuses
 * only faces soft enough to lower same-person scores: on the hard evaluation set (docs/idv.md) faces
 * just above it score as high as crisp ones, so a stricter floor refused photos a person reads well.
 */
export const SELFIE_RULES = {
  minFacePx: 112,
  minFaceFraction: 1 / 6,
  otherFaceFraction: 0.4,
  maxYawDegrees: 30,
  maxPitchDegrees: 30,
  minBrightness: 45,
  maxBrightness: 225,
  minSharpness: 0.8,
} as const;

/**
 * Human's face detector as both sides run it (blazeface, up to five faces so a second person is
 * seen, rotation corrected, no frame skipping: every photo is judged on its own), so that the page
 * and the server see the same faces in the same photo.
 */
export const FACE_DETECTOR = {
  enabled: true,
  rotation: true,
  maxDetected: 5,
  minConfidence: 0.5,
  skipFrames: 0,
  skipTime: 0,
  return: false,
} as const;

/** One face as the detector saw it: box [x, y, width, height] in image pixels, head rotation in degrees. */
export interface SeenFace {
  box: readonly number[];
  yaw: number;
  pitch: number;
}

/** The first geometric thing to fix, in order: no face, another face, too small, not frontal. */
export function geometryIssue(faces: readonly SeenFace[], width: number, height: number): SelfieIssue | null {
  const sorted = [...faces].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  const [face] = sorted;
  if (!face) return 'noFace';
  const side = face.box[2];
  if (sorted.slice(1).some((f) => f.box[2] >= side * SELFIE_RULES.otherFaceFraction)) return 'multipleFaces';
  if (side < SELFIE_RULES.minFacePx || side < Math.min(width, height) * SELFIE_RULES.minFaceFraction)
    return 'tooSmall';
  if (Math.abs(face.yaw) > SELFIE_RULES.maxYawDegrees || Math.abs(face.pitch) > SELFIE_RULES.maxPitchDegrees)
    return 'notFrontal';
  return null;
}

/**
 * The light on the face: mean grey 0–255 of the face box, and libvips' Laplacian sharpness (null
 * when not measured, as on the device, where a wrong "blurred" would block a good photo).
 */
export function lightIssue(brightness: number, sharpness: number | null): SelfieIssue | null {
  if (brightness < SELFIE_RULES.minBrightness) return 'tooDark';
  if (brightness > SELFIE_RULES.maxBrightness) return 'tooBright';
  if (sharpness !== null && sharpness < SELFIE_RULES.minSharpness) return 'blurry';
  return null;
}
