import { geometryIssue, lightIssue, type SeenFace, type SelfieIssue } from './generated/selfie-rules';

// The server's own rules module, copied by npm run face-rules (npm run lint fails on a stale copy),
// so that the guidance on the device and the server's verdict cannot drift apart.
export {
  FACE_DETECTOR,
  isSelfieIssue,
  SELFIE_ISSUES,
  SELFIE_RULES,
  type SeenFace,
  type SelfieIssue,
} from './generated/selfie-rules';

/**
 * The first thing to fix in a selfie, in the server's order (`brightness`: mean grey 0–255 of the
 * face box, null when it could not be measured). Sharpness is left to the server: its measure
 * (libvips' Laplacian on the face at 160 px) is not reproduced here.
 */
export function selfieIssue(
  faces: readonly SeenFace[],
  width: number,
  height: number,
  brightness: number | null,
): SelfieIssue | null {
  return geometryIssue(faces, width, height) ?? (brightness === null ? null : lightIssue(brightness, null));
}

/** Mean grey level (Rec. 709 luma, 0–255) of RGBA pixels. */
export function meanGrey(rgba: Uint8ClampedArray): number {
  let sum = 0;
  const n = rgba.length / 4;
  for (let i = 0; i < rgba.length; i += 4)
    sum += 0.2126 * rgba[i] + 0.7152 * rgba[i + 1] + 0.0722 * rgba[i + 2];
  return n ? sum / n : 0;
}
