/**
 * Name-level score from token-pair scores, after Moov Watchman's BestPairsJaroWinkler:
 *
 * 1. Every query token is compared with every indexed token; pairs are taken greedily from the
 *    best score down, each token used at most once. Word order therefore does not matter
 *    ("ZAWAHIRI Ayman" = "Ayman Zawahiri").
 * 2. average = Σ(pair score × (len q + len i)) / (Σ len of all query tokens + Σ len of matched
 *    indexed tokens). Long tokens weigh more than short ones, and a query token with no
 *    partner counts as 0.
 * 3. The indexed name's unmatched share is penalised lightly, so "John Doe" scores a little
 *    less against "John Bartholomew Doe" than against "John Doe" (missing middle names still
 *    match): score = average × (1 − (1 − matched index length / index length) × 0.15).
 */
export const BEST_PAIRS_PARAMS = { unmatchedIndexPenaltyWeight: 0.15 } as const;

export interface TokenPairing {
  queryIndex: number;
  indexedIndex: number;
  score: number;
}

export interface BestPairsResult {
  score: number;
  lengthWeightedAverage: number;
  matchedIndexFraction: number;
  unmatchedIndexFactor: number;
  pairs: TokenPairing[];
}

/** Scratch space reused across calls: the engine scores thousands of candidates per query. */
const MAX_TOKENS = 32;
const scratch = new Float64Array(MAX_TOKENS * MAX_TOKENS);

/**
 * Greedy best-first assignment. Names are short (≤ ~10 tokens), so repeated arg-max over a
 * small matrix beats building and sorting a list of pair objects.
 */
function greedyPairs(nq: number, ni: number, pairScore: (q: number, i: number) => number): TokenPairing[] {
  const rows = Math.min(nq, MAX_TOKENS);
  const cols = Math.min(ni, MAX_TOKENS);
  for (let q = 0; q < rows; q++) for (let i = 0; i < cols; i++) scratch[q * MAX_TOKENS + i] = pairScore(q, i);
  const chosen: TokenPairing[] = [];
  for (let k = Math.min(rows, cols); k > 0; k--) {
    let best = 0;
    let bq = -1;
    let bi = -1;
    for (let q = 0; q < rows; q++) {
      for (let i = 0; i < cols; i++) {
        const v = scratch[q * MAX_TOKENS + i];
        if (v > best) [best, bq, bi] = [v, q, i];
      }
    }
    if (bq < 0) break;
    chosen.push({ queryIndex: bq, indexedIndex: bi, score: best });
    for (let i = 0; i < cols; i++) scratch[bq * MAX_TOKENS + i] = -1;
    for (let q = 0; q < rows; q++) scratch[q * MAX_TOKENS + bi] = -1;
  }
  return chosen;
}

export function bestPairs(
  queryLengths: number[],
  indexedLengths: number[],
  pairScore: (q: number, i: number) => number,
): BestPairsResult {
  const pairs = greedyPairs(queryLengths.length, indexedLengths.length, pairScore);
  let weighted = 0;
  let matchedIndexLength = 0;
  for (const p of pairs) {
    weighted += p.score * (queryLengths[p.queryIndex] + indexedLengths[p.indexedIndex]);
    matchedIndexLength += indexedLengths[p.indexedIndex];
  }
  const queryLength = queryLengths.reduce((s, l) => s + l, 0);
  const indexLength = indexedLengths.reduce((s, l) => s + l, 0);
  const denominator = queryLength + matchedIndexLength;
  const lengthWeightedAverage = denominator > 0 ? weighted / denominator : 0;
  const matchedIndexFraction = indexLength > 0 ? matchedIndexLength / indexLength : 0;
  const unmatchedIndexFactor = 1 - (1 - matchedIndexFraction) * BEST_PAIRS_PARAMS.unmatchedIndexPenaltyWeight;
  return {
    score: lengthWeightedAverage * unmatchedIndexFactor,
    lengthWeightedAverage,
    matchedIndexFraction,
    unmatchedIndexFactor,
    pairs,
  };
}
