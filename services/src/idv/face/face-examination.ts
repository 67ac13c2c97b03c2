import { cropFace, FaceCrop } from './face-crop';
import type { DetectedFace, FaceAnalysis } from './face-types';
import { geometryIssue, lightIssue, type SelfieIssue } from './selfie-rules';

export { SELFIE_ISSUES, SELFIE_RULES, type SelfieIssue } from './selfie-rules';

export interface ExaminedFace {
  face: DetectedFace;
  crop: FaceCrop;
}

export type SelfieExamination =
  ({ usable: true } & ExaminedFace) | { usable: false; issue: SelfieIssue; faces: number };

/** The selfie (`analysis` = FaceEngine.analyze of the same bytes): exactly one face, large, frontal, lit and sharp enough, or the first thing to fix. */
export async function examineSelfie(image: Buffer, analysis: FaceAnalysis): Promise<SelfieExamination> {
  const [face] = analysis.faces;
  const issue = geometryIssue(analysis.faces, analysis.width, analysis.height);
  if (issue || !face) return { usable: false, issue: issue ?? 'noFace', faces: analysis.faces.length };
  const crop = await cropFace(image, face.box, analysis.width, analysis.height);
  const light = lightIssue(crop.brightness, crop.sharpness);
  if (light) return { usable: false, issue: light, faces: analysis.faces.length };
  return { usable: true, face, crop };
}

/** The printed portrait on the ID front: the largest face, or null when the card shows none. */
export async function findPortrait(image: Buffer, analysis: FaceAnalysis): Promise<ExaminedFace | null> {
  const [face] = analysis.faces;
  if (!face) return null;
  return { face, crop: await cropFace(image, face.box, analysis.width, analysis.height) };
}
