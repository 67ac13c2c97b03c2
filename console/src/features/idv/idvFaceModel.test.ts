import { dictionaries } from '../../i18n/allDictionaries';
import { CHECK_STATE_LABELS, CHECK_STATE_TONES, checkState } from './idvChecksModel';
import { FACE_ISSUE_LABELS, canDecideSelfieMatch, faceReview } from './idvFaceModel';
import type { IdvRecord } from './idvTypes';

const model = { model: 'blazeface+faceres', modelVersion: '@vladmandic/human@3.3.6' };
const liveness = {
  result: 'PASSED',
  evidence: {
    face: {
      model: 'antispoof+liveness',
      modelVersion: model.modelVersion,
      antispoof: 0.41,
      antispoofThreshold: 0.2,
      liveness: 0.99,
      livenessThreshold: 0.5,
    },
  },
};
const record = (checks: Record<string, unknown>, crops: Partial<IdvRecord> = {}) =>
  ({ id: 'i1', checks, ...crops }) as unknown as IdvRecord;

describe('faceReview: the selfie checks as the reviewer reads them', () => {
  it('gives both crops, the score against the threshold, liveness, age and models', () => {
    const review = faceReview(
      record(
        {
          selfie_verification: {
            result: 'PASSED',
            evidence: {
              face: {
                ...model,
                similarity: 0.7468,
                threshold: 0.64,
                estimatedAge: 39,
                documentAge: 40,
                ageDifference: 1,
                ageFinding: false,
                ageLimit: 15,
              },
            },
          },
          selfie_liveness: liveness,
        },
        { face_selfie: '/api/idv/i1/images/face_selfie', face_portrait: '/api/idv/i1/images/face_portrait' },
      ),
    );
    expect(review).toEqual({
      selfieCrop: '/api/idv/i1/images/face_selfie',
      portraitCrop: '/api/idv/i1/images/face_portrait',
      match: 'passed',
      liveness: 'passed',
      similarity: { score: '0.747', threshold: '0.64', atOrAbove: true, fraction: 0.7468 },
      // Recorded before the review band: one threshold, no band, nobody decided.
      band: null,
      staffDecision: null,
      issue: null,
      antispoof: { score: '0.410', threshold: '0.2', passed: true },
      live: { score: '0.990', threshold: '0.5', passed: true },
      age: { estimated: 39, document: 40, difference: 1, limit: 15, finding: false },
      models: 'blazeface+faceres, antispoof+liveness',
      version: '@vladmandic/human@3.3.6',
    });
  });

  it('says why nothing was compared when the ID front shows no face', () => {
    const review = faceReview(
      record(
        {
          selfie_verification: { result: 'FAILED', evidence: { face: { ...model, issue: 'noPortrait' } } },
          selfie_liveness: liveness,
        },
        { face_selfie: '/api/idv/i1/images/face_selfie', face_portrait: null },
      ),
    )!;
    expect(review).toMatchObject({
      match: 'failed',
      similarity: null,
      issue: 'noPortrait',
      portraitCrop: null,
    });
    expect(dictionaries.en[FACE_ISSUE_LABELS[review.issue!]]).toBe('no face found on the ID front');
  });

  it('is absent before the selfie checks ran, or for a vendor result without face evidence', () => {
    expect(faceReview(record({}))).toBeNull();
    expect(faceReview(record({ selfie_verification: { result: 'PASSED', evidence: {} } }))).toBeNull();
  });
});

describe('a selfie match in review: the band and who may decide', () => {
  const thresholds = { pass: 0.69, fail: 0.44 };
  const inReview = record({
    selfie_verification: {
      result: 'REVIEW',
      evidence: { face: { ...model, similarity: 0.612, thresholds, decision: 'REVIEW' } },
    },
    selfie_liveness: liveness,
  });

  it('reads "Needs review" in amber, like pending, with the score inside the fail … pass band', () => {
    const review = faceReview(inReview)!;
    expect(review.match).toBe('review');
    expect(dictionaries.en[CHECK_STATE_LABELS[review.match]]).toBe('Needs review');
    expect(CHECK_STATE_TONES.review).toBe(CHECK_STATE_TONES.pending);
    expect(checkState('REVIEW')).toBe('review');
    expect(review.band).toEqual({
      pass: '0.69',
      fail: '0.44',
      passFraction: 0.69,
      failFraction: 0.44,
      inBand: true,
    });
    expect(review.similarity).toMatchObject({ score: '0.612', threshold: '0.69', atOrAbove: false });
  });

  it('offers Match / No match only to a reader with the permission, on the current version, while in review', () => {
    expect(canDecideSelfieMatch(inReview, true, false)).toBe(true);
    expect(canDecideSelfieMatch(inReview, false, false)).toBe(false);
    expect(canDecideSelfieMatch(inReview, true, true)).toBe(false);
    const passed = record({
      selfie_verification: {
        result: 'PASSED',
        evidence: { face: { ...model, similarity: 0.8, thresholds } },
      },
    });
    expect(canDecideSelfieMatch(passed, true, false)).toBe(false);
  });

  it('shows the staff decision once made, the band kept', () => {
    const review = faceReview(
      record({
        selfie_verification: {
          result: 'PASSED',
          evidence: {
            face: { ...model, similarity: 0.612, thresholds, decision: 'REVIEW' },
            review: {
              decision: 'MATCH',
              reason: 'older photo',
              by: 'Avery Quinn',
              byId: 7,
              at: '2026-09-01T12:00:00.000Z',
            },
          },
        },
      }),
    )!;
    expect(review.match).toBe('passed');
    expect(review.band?.inBand).toBe(true);
    expect(review.staffDecision).toEqual({
      decision: 'MATCH',
      reason: 'older photo',
      by: 'Avery Quinn',
      at: '2026-09-01T12:00:00.000Z',
    });
  });
});
