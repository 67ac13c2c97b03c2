import type { FaceMatchDecision } from '../documents/document-check-types';
import type { FaceMatchBand } from './face-settings';

/**
 * Cosine similarity of two faceres descriptors. faceres descriptors compared this way separate
 * people well (docs/idv.md, measured figures); mobilefacenet's do not (cosine ≈ 1 for everyone).
 */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length)
    throw new Error('face descriptors of different models cannot be compared');
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Same person when the similarity reaches the threshold (rounded to 3 decimals, as recorded). */
export function isMatch(similarity: number, threshold: number): boolean {
  return round3(similarity) >= threshold;
}

/**
 * The selfie match's reading of a score against its band: MATCH at or above `pass`, NO_MATCH below
 * `fail`, REVIEW in between (rounded to 3 decimals, as recorded).
 */
export function matchDecision(similarity: number, band: FaceMatchBand): FaceMatchDecision {
  if (isMatch(similarity, band.pass)) return 'MATCH';
  return isMatch(similarity, band.fail) ? 'REVIEW' : 'NO_MATCH';
}

export const round3 = (value: number) => Math.round(value * 1000) / 1000;
