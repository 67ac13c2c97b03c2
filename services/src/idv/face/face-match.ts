import { ExaminedFace, SelfieExamination, SelfieIssue } from './face-examination';
import { cosineSimilarity, isMatch, round3 } from './face-similarity';

export type FaceComparison =
  | {
      similarity: number;
      match: boolean;
      portrait: ExaminedFace;
      selfie: Extract<SelfieExamination, { usable: true }>;
    }
  | {
      similarity: null;
      match: false;
      reason: 'noPortrait' | SelfieIssue;
      portrait: ExaminedFace | null;
      selfie: SelfieExamination;
    };

/**
 * The decision the IDV check and the calibration CLI share: the portrait is the largest face of the
 * ID front (`findPortrait`), the selfie must be usable (`examineSelfie`); the cosine similarity of
 * their descriptors decides at `threshold`.
 */
export function compareFaces(
  portrait: ExaminedFace | null,
  selfie: SelfieExamination,
  threshold: number,
): FaceComparison {
  if (!selfie.usable) return { similarity: null, match: false, reason: selfie.issue, portrait, selfie };
  if (!portrait) return { similarity: null, match: false, reason: 'noPortrait', portrait, selfie };
  const similarity = round3(cosineSimilarity(portrait.face.descriptor, selfie.face.descriptor));
  return { similarity, match: isMatch(similarity, threshold), portrait, selfie };
}
