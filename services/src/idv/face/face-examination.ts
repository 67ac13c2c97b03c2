import { cropFace, FaceCrop } from './face-crop';
import type { DetectedFace, FaceAnalysis } from './face-types';

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

/**
 * What a usable selfie needs. The face box must be at least MIN_FACE_PX wide and a sixth of the
 * shorter side (the descriptor works on 224 px faces; smaller ones lose detail); a second face at
 * least 40 % the size of the first is another person in the picture (a face far behind is ignored).
 * Brightness and sharpness are measured on the face only (face-crop.ts).
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

export interface ExaminedFace {
  face: DetectedFace;
  crop: FaceCrop;
}

export type SelfieExamination =
  ({ usable: true } & ExaminedFace) | { usable: false; issue: SelfieIssue; faces: number };

/** The selfie (`analysis` = FaceEngine.analyze of the same bytes): exactly one face, large, frontal, lit and sharp enough, or the first thing to fix. */
export async function examineSelfie(image: Buffer, analysis: FaceAnalysis): Promise<SelfieExamination> {
  const [face] = analysis.faces;
  if (!face) return { usable: false, issue: 'noFace', faces: 0 };
  const issue = await geometryIssue(analysis, face);
  if (issue) return { usable: false, issue, faces: analysis.faces.length };
  const crop = await cropFace(image, face.box, analysis.width, analysis.height);
  const light = lightIssue(crop);
  if (light) return { usable: false, issue: light, faces: analysis.faces.length };
  return { usable: true, face, crop };
}

function geometryIssue(analysis: FaceAnalysis, face: DetectedFace): SelfieIssue | null {
  const side = face.box[2];
  const others = analysis.faces.slice(1).filter((f) => f.box[2] >= side * SELFIE_RULES.otherFaceFraction);
  if (others.length > 0) return 'multipleFaces';
  if (
    side < SELFIE_RULES.minFacePx ||
    side < Math.min(analysis.width, analysis.height) * SELFIE_RULES.minFaceFraction
  )
    return 'tooSmall';
  if (Math.abs(face.yaw) > SELFIE_RULES.maxYawDegrees || Math.abs(face.pitch) > SELFIE_RULES.maxPitchDegrees)
    return 'notFrontal';
  return null;
}

function lightIssue(crop: FaceCrop): SelfieIssue | null {
  if (crop.brightness < SELFIE_RULES.minBrightness) return 'tooDark';
  if (crop.brightness > SELFIE_RULES.maxBrightness) return 'tooBright';
  if (crop.sharpness < SELFIE_RULES.minSharpness) return 'blurry';
  return null;
}

/** The printed portrait on the ID front: the largest face, or null when the card shows none. */
export async function findPortrait(image: Buffer, analysis: FaceAnalysis): Promise<ExaminedFace | null> {
  const [face] = analysis.faces;
  if (!face) return null;
  return { face, crop: await cropFace(image, face.box, analysis.width, analysis.height) };
}
