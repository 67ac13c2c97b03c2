import sharp from 'sharp';
import { ageComparison, runFaceChecks } from './face-checks';
import { FaceEngine } from './face-engine';
import { DEFAULT_FACE_SETTINGS, FaceSettings, faceSettings } from './face-settings';
import { cosineSimilarity, matchDecision } from './face-similarity';
import { cardFront } from '../../../../test/support/remote-idv';
import { facePhoto, unusableSelfies } from '../../../../test/support/selfie-images';

// Photos of the shared deepface set, the portrait composed on a generated card front (test/support).

describe('in-house face checks (real models, deepface photos)', () => {
  let engine: FaceEngine;
  beforeAll(async () => {
    engine = await FaceEngine.get();
  });
  const run = async (
    idFront: Buffer,
    selfie: Buffer,
    dob: string | null = null,
    settings: FaceSettings = DEFAULT_FACE_SETTINGS,
  ) => runFaceChecks({ idFront, selfie, documentDateOfBirth: dob, today: '2026-06-01' }, settings, engine);

  it('passes the same person (portrait on a card, another photo as the selfie) and records score, thresholds and model', async () => {
    const { checks, crops } = await run(await cardFront(facePhoto('img20.jpg')), facePhoto('img21.jpg'));
    expect(checks.selfie_verification.result).toBe('PASSED');
    const face = checks.selfie_verification.evidence.face!;
    expect(face.similarity).toBeGreaterThanOrEqual(DEFAULT_FACE_SETTINGS.match.pass);
    expect(face).toMatchObject({
      thresholds: { pass: 0.69, fail: 0.44 },
      decision: 'MATCH',
      model: 'blazeface+facemesh-align-margin+faceres-flip',
      modelVersion: expect.stringMatching(/^@vladmandic\/human@\d/),
    });
    expect(checks.selfie_liveness.evidence.face).toMatchObject({
      antispoof: expect.any(Number),
      liveness: expect.any(Number),
    });
    expect(crops.selfie?.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(crops.portrait?.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('leaves a score between the thresholds to a person: REVIEW, with the score, both thresholds and the note', async () => {
    const band = { ...DEFAULT_FACE_SETTINGS, match: { pass: 0.99, fail: 0.3 } };
    const { checks } = await run(await cardFront(facePhoto('img20.jpg')), facePhoto('img21.jpg'), null, band);
    const face = checks.selfie_verification.evidence.face!;
    expect(checks.selfie_verification.result).toBe('REVIEW');
    expect(face).toMatchObject({ thresholds: { pass: 0.99, fail: 0.3 }, decision: 'REVIEW' });
    expect(checks.selfie_verification.evidence).toMatchObject({
      noteKey: 'idvNote.faceReview',
      noteParams: { score: face.similarity!.toFixed(3), pass: '0.99', fail: '0.3' },
    });
    // Liveness is read on its own, whatever the match.
    expect(checks.selfie_liveness.result).not.toBe('REVIEW');
  });

  it('matches the same person when the selfie is taken with the phone tilted', async () => {
    const tilted = await sharp(facePhoto('img21.jpg'))
      .rotate(20, { background: '#ffffff' })
      .jpeg()
      .toBuffer();
    const { checks } = await run(await cardFront(facePhoto('img20.jpg')), tilted);
    expect(checks.selfie_verification.result).toBe('PASSED');
  });

  it('fails a different person with the score below the fail threshold', async () => {
    const { checks } = await run(await cardFront(facePhoto('img18.jpg')), facePhoto('img8.jpg'));
    expect(checks.selfie_verification.result).toBe('FAILED');
    expect(checks.selfie_verification.evidence.face!.similarity).toBeLessThan(
      DEFAULT_FACE_SETTINGS.match.fail,
    );
    expect(checks.selfie_verification.evidence.face!.decision).toBe('NO_MATCH');
    expect(checks.selfie_verification.evidence.noteKey).toBe('idvNote.faceNoMatch');
  });

  it('refuses a selfie with no face, with two faces, or with a tiny face, saying what to fix', async () => {
    const card = await cardFront(facePhoto('img20.jpg'));
    const { blank, two, tiny } = await unusableSelfies();
    for (const [selfie, issue] of [
      [blank, 'noFace'],
      [two, 'multipleFaces'],
      [tiny, 'tooSmall'],
    ] as const) {
      const { checks } = await run(card, selfie);
      expect([
        issue,
        checks.selfie_verification.result,
        checks.selfie_verification.evidence.noteParams,
      ]).toEqual([issue, 'FAILED', { issue: `faceIssue.${issue}` }]);
    }
  });

  it('says so when the ID front has no portrait', async () => {
    const noPortrait = await sharp({
      create: { width: 1000, height: 630, channels: 3, background: '#dfe8f0' },
    })
      .jpeg()
      .toBuffer();
    const { checks, crops } = await run(noPortrait, facePhoto('img21.jpg'));
    expect(checks.selfie_verification).toMatchObject({
      result: 'FAILED',
      evidence: { noteKey: 'idvNote.faceNoPortrait' },
    });
    expect(crops.portrait).toBeNull();
  });
});

describe('age against the document', () => {
  it('is a finding, with its figures, only beyond the limit', () => {
    expect(ageComparison(52.4, '2007-06-02', '2026-06-01', 15)).toEqual({
      estimatedAge: 52,
      documentAge: 18,
      ageDifference: 34,
      ageFinding: true,
    });
    expect(ageComparison(30, '2000-01-01', '2026-06-01', 15)).toMatchObject({
      ageDifference: 4,
      ageFinding: false,
    });
    expect(ageComparison(30, null, '2026-06-01', 15)).toMatchObject({ ageFinding: false, documentAge: null });
  });
});

describe('the selfie match band', () => {
  const band = { pass: 0.69, fail: 0.44 };
  it('matches at or above pass, leaves the band to a person, and fails below fail', () => {
    expect(matchDecision(0.69, band)).toBe('MATCH');
    expect(matchDecision(0.68951, band)).toBe('MATCH'); // rounded to 3 decimals, as recorded
    expect(matchDecision(0.689, band)).toBe('REVIEW');
    expect(matchDecision(0.44, band)).toBe('REVIEW');
    expect(matchDecision(0.439, band)).toBe('NO_MATCH');
    expect(matchDecision(0.5, { pass: 0.5, fail: 0.5 })).toBe('MATCH');
    expect(matchDecision(0.499, { pass: 0.5, fail: 0.5 })).toBe('NO_MATCH');
  });
});

describe('face settings', () => {
  it('reads the band, defaults 0.69 / 0.44, and refuses a band upside down or out of 0..1', () => {
    expect(faceSettings({}).match).toEqual({ pass: 0.69, fail: 0.44 });
    expect(faceSettings({ IDV_FACE_MATCH_PASS: '0.7', IDV_FACE_MATCH_FAIL: '0.5' }).match).toEqual({
      pass: 0.7,
      fail: 0.5,
    });
    expect(() => faceSettings({ IDV_FACE_MATCH_PASS: '0.4', IDV_FACE_MATCH_FAIL: '0.5' })).toThrow(
      /IDV_FACE_MATCH_FAIL \(0\.5\) must not be above IDV_FACE_MATCH_PASS \(0\.4\)/,
    );
    expect(() => faceSettings({ IDV_FACE_MATCH_PASS: '1.2' })).toThrow(
      /IDV_FACE_MATCH_PASS must be a number from 0 to 1/,
    );
    expect(() => faceSettings({ IDV_FACE_MATCH_FAIL: 'abc' })).toThrow(/IDV_FACE_MATCH_FAIL/);
  });

  it('still accepts the deprecated single threshold (both ends, no review band), but not mixed with the band', () => {
    expect(faceSettings({ IDV_FACE_MATCH_THRESHOLD: '0.64' }).match).toEqual({ pass: 0.64, fail: 0.64 });
    expect(() => faceSettings({ IDV_FACE_MATCH_THRESHOLD: '0.64', IDV_FACE_MATCH_PASS: '0.7' })).toThrow(
      /deprecated/,
    );
  });
});

describe('cosine similarity', () => {
  it('is 1 for the same direction and refuses descriptors of different sizes', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow();
  });
});
