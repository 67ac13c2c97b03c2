/**
 * Verification error rates from labelled scores, pure: the false non-match rate (genuine pairs below
 * the threshold) at the threshold that keeps false matches (different-person pairs at or above it) at
 * a given rate, and the equal error rate.
 */
export interface Roc {
  /** Genuine pairs refused when false matches are held at 1 % and at 0.1 %, with those thresholds. */
  fnmrAt1: number;
  thresholdAt1: number;
  fnmrAt01: number;
  thresholdAt01: number;
  /** Where false matches and false non-matches are equal (their mean at the closest threshold). */
  eer: number;
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const share = (values: readonly number[], test: (v: number) => boolean) =>
  values.length ? values.filter(test).length / values.length : 0;

/** The lowest threshold at which at most `rate` of the impostor scores reach it. */
export function thresholdAtFalseMatchRate(impostor: readonly number[], rate: number): number {
  const sorted = ascending(impostor);
  const allowed = Math.floor(rate * sorted.length);
  // Above the (allowed + 1)-th highest impostor score, by the smallest step that rounds away.
  return allowed < sorted.length ? sorted[sorted.length - 1 - allowed] + 1e-9 : -Infinity;
}

export function roc(genuine: readonly number[], impostor: readonly number[]): Roc {
  const thresholdAt1 = thresholdAtFalseMatchRate(impostor, 0.01);
  const thresholdAt01 = thresholdAtFalseMatchRate(impostor, 0.001);
  let eer = 1;
  let gap = Infinity;
  for (const t of new Set([...genuine, ...impostor])) {
    const fmr = share(impostor, (s) => s >= t);
    const fnmr = share(genuine, (s) => s < t);
    if (Math.abs(fmr - fnmr) < gap) [gap, eer] = [Math.abs(fmr - fnmr), (fmr + fnmr) / 2];
  }
  return {
    fnmrAt1: share(genuine, (s) => s < thresholdAt1),
    thresholdAt1,
    fnmrAt01: share(genuine, (s) => s < thresholdAt01),
    thresholdAt01,
    eer,
  };
}

/**
 * Scores of several models made comparable and averaged: each model's scores are shifted and scaled
 * by the mean and spread of its own different-person scores (z-score on impostors), then weighted.
 */
export function fuseByImpostorZScore(
  models: readonly { scores: readonly number[]; weight: number }[],
  isGenuine: readonly boolean[],
): number[] {
  const normalised = models.map(({ scores, weight }) => {
    const impostor = scores.filter((_, i) => !isGenuine[i]);
    const mean = impostor.reduce((s, v) => s + v, 0) / impostor.length;
    const sd = Math.sqrt(impostor.reduce((s, v) => s + (v - mean) ** 2, 0) / impostor.length) || 1;
    return scores.map((v) => (weight * (v - mean)) / sd);
  });
  const total = models.reduce((s, m) => s + m.weight, 0);
  return isGenuine.map((_, i) => normalised.reduce((s, z) => s + z[i], 0) / total);
}
