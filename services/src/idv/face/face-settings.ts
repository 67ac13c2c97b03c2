/**
 * Thresholds of the in-house face checks (docs/idv.md, "Selfie match and liveness"). The match
 * threshold is the cosine similarity of the faceres descriptors of the two aligned faces at or above
 * which they are the same person (0.64: halfway between the deepface set's closest different-person
 * pair, 0.623, and its lowest same-person pair, 0.658); calibrate it with
 * `npm run face-match -- --pairs PAIRS.csv --dir DIR` on your own photos.
 */
export interface FaceSettings {
  matchThreshold: number;
  /** Interim until the three outcomes land: an automatic pass at or above `pass`, a failure below `fail`. */
  matchThresholds: { pass: number; fail: number };
  /** Passive anti-spoof ("real") score, 0..1, at or above which a selfie is not a photo of a photo or screen. */
  antispoofThreshold: number;
  /** Liveness score, 0..1, at or above which the selfie looks live. */
  livenessThreshold: number;
  /** Estimated age vs the document's date of birth: a larger difference is recorded as a finding. */
  ageDifferenceYears: number;
}

export const DEFAULT_FACE_SETTINGS: FaceSettings = {
  matchThreshold: 0.69,
  matchThresholds: { pass: 0.69, fail: 0.44 },
  antispoofThreshold: 0.2,
  livenessThreshold: 0.5,
  ageDifferenceYears: 15,
};

export function faceSettings(env: NodeJS.ProcessEnv = process.env): FaceSettings {
  const fraction = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value < 0 || value > 1)
      throw new Error(`${name} must be a number from 0 to 1`);
    return value;
  };
  const years = Number(env.IDV_FACE_AGE_DIFFERENCE_YEARS ?? DEFAULT_FACE_SETTINGS.ageDifferenceYears);
  if (!Number.isFinite(years) || years <= 0)
    throw new Error('IDV_FACE_AGE_DIFFERENCE_YEARS must be a positive number');
  return {
    matchThreshold: fraction('IDV_FACE_MATCH_THRESHOLD', DEFAULT_FACE_SETTINGS.matchThreshold),
    matchThresholds: {
      pass: fraction('IDV_FACE_MATCH_PASS', DEFAULT_FACE_SETTINGS.matchThresholds.pass),
      fail: fraction('IDV_FACE_MATCH_FAIL', DEFAULT_FACE_SETTINGS.matchThresholds.fail),
    },
    antispoofThreshold: fraction('IDV_FACE_ANTISPOOF_THRESHOLD', DEFAULT_FACE_SETTINGS.antispoofThreshold),
    livenessThreshold: fraction('IDV_FACE_LIVENESS_THRESHOLD', DEFAULT_FACE_SETTINGS.livenessThreshold),
    ageDifferenceYears: years,
  };
}
