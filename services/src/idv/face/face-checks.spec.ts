import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { ageComparison, runFaceChecks } from './face-checks';
import { FaceEngine } from './face-engine';
import { DEFAULT_FACE_SETTINGS } from './face-settings';
import { cosineSimilarity } from './face-similarity';

// A handful of photos from the shared deepface set (never copied into the repository).
const FACES = join(
  process.env.SHARED_DATA_DIR ?? resolve(__dirname, '../../../..', '../shared/data'),
  'faces',
  'deepface',
);
const photo = (name: string) => readFileSync(join(FACES, name));

/** An ID-card-like front: a pale card with the portrait on the left, as printed cards have it. */
async function cardWith(portrait: Buffer): Promise<Buffer> {
  const face = await sharp(portrait).resize(260, 330, { fit: 'cover' }).toBuffer();
  return sharp({ create: { width: 1000, height: 630, channels: 3, background: '#dfe8f0' } })
    .composite([{ input: face, left: 60, top: 150 }])
    .jpeg()
    .toBuffer();
}

describe('in-house face checks (real models, deepface photos)', () => {
  let engine: FaceEngine;
  beforeAll(async () => {
    engine = await FaceEngine.get();
  });
  const run = async (idFront: Buffer, selfie: Buffer, dob: string | null = null) =>
    runFaceChecks(
      { idFront, selfie, documentDateOfBirth: dob, today: '2026-06-01' },
      DEFAULT_FACE_SETTINGS,
      engine,
    );

  it('passes the same person (portrait on a card, another photo as the selfie) and records score, threshold and model', async () => {
    const { checks, crops } = await run(await cardWith(photo('img20.jpg')), photo('img21.jpg'));
    expect(checks.selfie_verification.result).toBe('PASSED');
    const face = checks.selfie_verification.evidence.face!;
    expect(face.similarity).toBeGreaterThanOrEqual(DEFAULT_FACE_SETTINGS.matchThreshold);
    expect(face).toMatchObject({
      threshold: 0.64,
      model: 'blazeface+faceres',
      modelVersion: expect.stringMatching(/^@vladmandic\/human@\d/),
    });
    expect(checks.selfie_liveness.evidence.face).toMatchObject({
      antispoof: expect.any(Number),
      liveness: expect.any(Number),
    });
    expect(crops.selfie?.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(crops.portrait?.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('fails a different person with the score below the threshold', async () => {
    const { checks } = await run(await cardWith(photo('img18.jpg')), photo('img8.jpg'));
    expect(checks.selfie_verification.result).toBe('FAILED');
    expect(checks.selfie_verification.evidence.face!.similarity).toBeLessThan(
      DEFAULT_FACE_SETTINGS.matchThreshold,
    );
    expect(checks.selfie_verification.evidence.noteKey).toBe('idvNote.faceNoMatch');
  });

  it('refuses a selfie with no face, with two faces, or with a tiny face, saying what to fix', async () => {
    const card = await cardWith(photo('img20.jpg'));
    const blank = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#8a8a8a' } })
      .jpeg()
      .toBuffer();
    const half = async (name: string) => sharp(photo(name)).resize(500, 600, { fit: 'cover' }).toBuffer();
    const two = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#ffffff' } })
      .composite([
        { input: await half('img20.jpg'), left: 0, top: 0 },
        { input: await half('img8.jpg'), left: 500, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const tiny = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b0b0b0' } })
      .composite([{ input: await sharp(photo('img21.jpg')).resize(150).toBuffer(), left: 700, top: 500 }])
      .jpeg()
      .toBuffer();
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
    const { checks, crops } = await run(noPortrait, photo('img21.jpg'));
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

describe('cosine similarity', () => {
  it('is 1 for the same direction and refuses descriptors of different sizes', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow();
  });
});
