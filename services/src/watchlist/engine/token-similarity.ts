import jaroWinkler from 'talisman/metrics/jaro-winkler';
import doubleMetaphone from 'talisman/phonetics/double-metaphone';

/**
 * Token-pair similarity, after Moov Watchman's customJaroWinkler
 * (internal/stringscore/jaro_winkler.go), plus a phonetic floor:
 *
 *   jw        = Jaro-Winkler(a, b), boost threshold 0.7, prefix scale 0.1 (up to 4 letters)
 *   length    = min(len)/max(len); when < 0.9 the score is scaled by 1 − (1 − length) × 0.3
 *   first     = × 0.9 when the first letters differ (Jaro-Winkler is lenient on this)
 *   phonetic  = when both tokens have ≥ 4 letters and share a Double Metaphone code of
 *               ≥ 3 letters (Mohammed/Muhamad → MHMT, Youssef/Yusuf → ASF) the score is at
 *               least 0.9, which rescues transliteration variants the first-letter penalty
 *               would hurt. Short tokens are excluded: "Max" and "MKS" sound alike by accident.
 */
export const TOKEN_PARAMS = {
  boostThreshold: 0.7,
  lengthCutoff: 0.9,
  lengthPenaltyWeight: 0.3,
  differentFirstLetterFactor: 0.9,
  phoneticFloor: 0.9,
  phoneticMinCodeLength: 3,
  phoneticMinTokenLength: 4,
} as const;

export interface PreparedToken {
  text: string;
  codes: [string, string];
}

export interface TokenComparison {
  jaroWinkler: number;
  lengthFactor: number;
  firstLetterFactor: number;
  phoneticMatch: boolean;
  score: number;
}

export function prepareToken(text: string): PreparedToken {
  return { text, codes: doubleMetaphone(text) };
}

export function phoneticMatch(a: PreparedToken, b: PreparedToken): boolean {
  if (Math.min(a.text.length, b.text.length) < TOKEN_PARAMS.phoneticMinTokenLength) return false;
  for (const ca of a.codes) {
    if (ca.length < TOKEN_PARAMS.phoneticMinCodeLength) continue;
    if (ca === b.codes[0] || ca === b.codes[1]) return true;
  }
  return false;
}

export function compareTokens(a: PreparedToken, b: PreparedToken): TokenComparison {
  const jw =
    a.text === b.text
      ? 1
      : jaroWinkler.custom({ boostThreshold: TOKEN_PARAMS.boostThreshold }, a.text, b.text);
  const ratio = Math.min(a.text.length, b.text.length) / Math.max(a.text.length, b.text.length);
  const lengthFactor =
    ratio < TOKEN_PARAMS.lengthCutoff ? 1 - (1 - ratio) * TOKEN_PARAMS.lengthPenaltyWeight : 1;
  const firstLetterFactor = a.text[0] === b.text[0] ? 1 : TOKEN_PARAMS.differentFirstLetterFactor;
  const phonetic = phoneticMatch(a, b);
  const raw = jw * lengthFactor * firstLetterFactor;
  const score = phonetic ? Math.max(raw, TOKEN_PARAMS.phoneticFloor) : raw;
  return { jaroWinkler: jw, lengthFactor, firstLetterFactor, phoneticMatch: phonetic, score };
}

/** Score only, for the hot loop. */
export function tokenScore(a: PreparedToken, b: PreparedToken): number {
  return compareTokens(a, b).score;
}
