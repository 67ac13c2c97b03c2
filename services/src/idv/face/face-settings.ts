/**
 * Thresholds of the in-house face checks (docs/idv.md, "Selfie match and liveness"). The selfie match
 * compares the cosine similarity of the faceres descriptors of the two aligned faces with a band: at or
 * above `pass` the faces are the same person (PASSED), below `fail` they are not (FAILED), and in
 * between a person decides (REVIEW), so a borderline genuine applicant waits for a look instead of a
 * new IDV. Calibrate on your own photos with `npm run face-match -- --pairs PAIRS.csv --dir DIR`.
 */
export interface FaceMatchBand {
  pass: number;
  fail: number;
}

export interface FaceSettings {
  match: FaceMatchBand;
  /** Passive anti-spoof ("real") score, 0..1, at or above which a selfie is not a photo of a photo or screen. */
  antispoofThreshold: number;
  /** Liveness score, 0..1, at or above which the selfie looks live. */
  livenessThreshold: number;
  /** Estimated age vs the document's date of birth: a larger difference is recorded as a finding. */
  ageDifferenceYears: number;
}

const DEFAULT_MATCH_BAND: FaceMatchBand = { pass: 0.69, fail: 0.44 };

export const DEFAULT_FACE_SETTINGS: FaceSettings = {
  match: DEFAULT_MATCH_BAND,
  antispoofThreshold: 0.2,
  livenessThreshold: 0.5,
  ageDifferenceYears: 15,
};

type Fraction = (name: string, fallback: number) => number;

/**
 * IDV_FACE_MATCH_PASS and IDV_FACE_MATCH_FAIL; the deprecated IDV_FACE_MATCH_THRESHOLD (one threshold,
 * no review band) still sets both so an existing deployment keeps its behaviour, but not together
 * with the new names, where it would be unclear which one wins.
 */
function matchBand(env: NodeJS.ProcessEnv, fraction: Fraction): FaceMatchBand {
  const single = env.IDV_FACE_MATCH_THRESHOLD;
  const banded = env.IDV_FACE_MATCH_PASS !== undefined || env.IDV_FACE_MATCH_FAIL !== undefined;
  if (single !== undefined && banded)
    throw new Error(
      'IDV_FACE_MATCH_THRESHOLD is deprecated: set IDV_FACE_MATCH_PASS and IDV_FACE_MATCH_FAIL instead, not both',
    );
  if (single !== undefined) {
    const threshold = fraction('IDV_FACE_MATCH_THRESHOLD', DEFAULT_MATCH_BAND.pass);
    return { pass: threshold, fail: threshold };
  }
  const band = {
    pass: fraction('IDV_FACE_MATCH_PASS', DEFAULT_MATCH_BAND.pass),
    fail: fraction('IDV_FACE_MATCH_FAIL', DEFAULT_MATCH_BAND.fail),
  };
  if (band.fail > band.pass)
    throw new Error(
      `IDV_FACE_MATCH_FAIL (${band.fail}) must not be above IDV_FACE_MATCH_PASS (${band.pass})`,
    );
  return band;
}

export function faceSettings(env: NodeJS.ProcessEnv = process.env): FaceSettings {
  const fraction: Fraction = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    if (env[name]?.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1)
      throw new Error(`${name} must be a number from 0 to 1`);
    return value;
  };
  const years = Number(env.IDV_FACE_AGE_DIFFERENCE_YEARS ?? DEFAULT_FACE_SETTINGS.ageDifferenceYears);
  if (!Number.isFinite(years) || years <= 0)
    throw new Error('IDV_FACE_AGE_DIFFERENCE_YEARS must be a positive number');
  const match = matchBand(env, fraction);
  return {
    match,
    antispoofThreshold: fraction('IDV_FACE_ANTISPOOF_THRESHOLD', DEFAULT_FACE_SETTINGS.antispoofThreshold),
    livenessThreshold: fraction('IDV_FACE_LIVENESS_THRESHOLD', DEFAULT_FACE_SETTINGS.livenessThreshold),
    ageDifferenceYears: years,
  };
}
