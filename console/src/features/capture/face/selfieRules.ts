/**
 * The selfie rules the server applies (services/src/idv/face/face-examination.ts SELFIE_RULES), for
 * the guidance the capture page gives on the device before the upload. The server decides; these
 * numbers only let the page say the same thing sooner. test/console/selfie-rules-parity.e2e-spec.ts
 * fails when the two drift apart.
 */
export const SELFIE_RULES = {
  minFacePx: 112,
  minFaceFraction: 1 / 6,
  otherFaceFraction: 0.4,
  maxYawDegrees: 30,
  maxPitchDegrees: 30,
  minBrightness: 45,
  maxBrightness: 225,
  minSharpness: 1.2,
} as const;

/** What the applicant is asked to fix (the server's `face_check.issue`). */
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

/** One face as the detector saw it: box in image pixels, head rotation in degrees. */
export interface SeenFace {
  box: [number, number, number, number];
  yaw: number;
  pitch: number;
}

/**
 * The first thing to fix in a selfie, in the server's order: no face, another face, too small, not
 * frontal, then the light on the face (`brightness`, mean grey 0–255 of the face box; null when it
 * could not be measured). Sharpness is left to the server: its measure (libvips' Laplacian on the
 * face at 160 px) is not reproduced here, and a wrong "blurred" would block a good photo.
 */
export function selfieIssue(
  faces: readonly SeenFace[],
  width: number,
  height: number,
  brightness: number | null,
): SelfieIssue | null {
  const sorted = [...faces].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  const [face] = sorted;
  if (!face) return 'noFace';
  const side = face.box[2];
  if (sorted.slice(1).some((f) => f.box[2] >= side * SELFIE_RULES.otherFaceFraction)) return 'multipleFaces';
  if (side < SELFIE_RULES.minFacePx || side < Math.min(width, height) * SELFIE_RULES.minFaceFraction)
    return 'tooSmall';
  if (Math.abs(face.yaw) > SELFIE_RULES.maxYawDegrees || Math.abs(face.pitch) > SELFIE_RULES.maxPitchDegrees)
    return 'notFrontal';
  if (brightness !== null && brightness < SELFIE_RULES.minBrightness) return 'tooDark';
  if (brightness !== null && brightness > SELFIE_RULES.maxBrightness) return 'tooBright';
  return null;
}

/** Mean grey level (Rec. 709 luma, 0–255) of RGBA pixels. */
export function meanGrey(rgba: Uint8ClampedArray): number {
  let sum = 0;
  const n = rgba.length / 4;
  for (let i = 0; i < rgba.length; i += 4)
    sum += 0.2126 * rgba[i] + 0.7152 * rgba[i + 1] + 0.0722 * rgba[i + 2];
  return n ? sum / n : 0;
}
