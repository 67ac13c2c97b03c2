import type {
  CheckOutcome,
  CheckResult,
  FaceEvidence,
  FaceMatchDecision,
} from '../documents/document-check-types';
import { FACE_MODEL, FaceEngine } from './face-engine';
import { examineSelfie, findPortrait } from './face-examination';
import { compareFaces } from './face-match';
import { FaceSettings } from './face-settings';
import { matchDecision, round3 } from './face-similarity';

export interface FaceStepInput {
  idFront: Buffer;
  selfie: Buffer;
  /** YYYY-MM-DD read from the document (barcode / MRZ), null when unreadable. */
  documentDateOfBirth: string | null;
  /** YYYY-MM-DD: the day the ages are compared on. */
  today: string;
}

export interface FaceCropImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface FaceStep {
  checks: { selfie_verification: CheckOutcome; selfie_liveness: CheckOutcome };
  /** JPEG crops kept (sealed) as evidence; null when that face was not found or not usable. */
  crops: { selfie: FaceCropImage | null; portrait: FaceCropImage | null };
}

/** The selfie match's check result and note for each reading of the score (with and without an age finding). */
const MATCH_OUTCOMES: Record<FaceMatchDecision, { result: CheckResult; note: string; ageNote: string }> = {
  MATCH: { result: 'PASSED', note: 'idvNote.faceMatch', ageNote: 'idvNote.faceMatchAge' },
  REVIEW: { result: 'REVIEW', note: 'idvNote.faceReview', ageNote: 'idvNote.faceReviewAge' },
  NO_MATCH: { result: 'FAILED', note: 'idvNote.faceNoMatch', ageNote: 'idvNote.faceNoMatchAge' },
};

/**
 * The in-house selfie checks of one submission: detect on both images, describe, compare, and
 * read the passive anti-spoof and liveness scores of the selfie. Every outcome records its figures,
 * the thresholds and the model. The match PASSES at or above the band's `pass`, FAILS below its `fail`
 * and is in REVIEW in between (staff decide, idv/review-selfie-match); an unusable selfie or a card
 * without a portrait FAILS with the reason (nothing confirmed the person), and staff can override.
 */
export async function runFaceChecks(
  input: FaceStepInput,
  settings: FaceSettings,
  engine: FaceEngine,
): Promise<FaceStep> {
  const portrait = await findPortrait(input.idFront, await engine.analyze(input.idFront));
  // Only the selfie's age is compared with the document's.
  const selfie = await examineSelfie(input.selfie, await engine.analyze(input.selfie, { age: true }));
  const result = compareFaces(portrait, selfie, settings.match.pass);
  const model = {
    model: `${FACE_MODEL.detector}+${FACE_MODEL.alignment}+${FACE_MODEL.descriptor}`,
    modelVersion: `${FACE_MODEL.package}@${engine.version}`,
  };
  const image = (c: { jpeg: Buffer; width: number; height: number }): FaceCropImage => ({
    jpeg: c.jpeg,
    width: c.width,
    height: c.height,
  });
  const crops = {
    selfie: result.selfie.usable ? image(result.selfie.crop) : null,
    portrait: result.portrait ? image(result.portrait.crop) : null,
  };

  if (!result.selfie.usable) {
    const face: FaceEvidence = { ...model, issue: result.selfie.issue };
    const failed: CheckOutcome = {
      result: 'FAILED',
      evidence: {
        noteKey: 'idvNote.faceSelfieUnusable',
        noteParams: { issue: `faceIssue.${result.selfie.issue}` },
        face,
      },
    };
    return {
      checks: {
        selfie_verification: failed,
        selfie_liveness: {
          ...failed,
          evidence: {
            ...failed.evidence,
            face: { ...face, model: `${FACE_MODEL.antispoof}+${FACE_MODEL.liveness}` },
          },
        },
      },
      crops,
    };
  }

  const selfieFace = result.selfie.face;
  const liveness = livenessCheck(selfieFace.real, selfieFace.live, settings, {
    model: `${FACE_MODEL.antispoof}+${FACE_MODEL.liveness}`,
    modelVersion: model.modelVersion,
  });
  if (result.similarity === null) {
    return {
      checks: {
        selfie_verification: {
          result: 'FAILED',
          evidence: { noteKey: 'idvNote.faceNoPortrait', face: { ...model, issue: 'noPortrait' } },
        },
        selfie_liveness: liveness,
      },
      crops,
    };
  }

  const age = ageComparison(
    selfieFace.age,
    input.documentDateOfBirth,
    input.today,
    settings.ageDifferenceYears,
  );
  const decision = matchDecision(result.similarity, settings.match);
  const face: FaceEvidence = {
    ...model,
    similarity: result.similarity,
    thresholds: { ...settings.match },
    decision,
    ...age,
    ageLimit: settings.ageDifferenceYears,
  };
  // A match is stated against `pass`, a non-match against `fail`, a review against both.
  const params: Record<string, string> = {
    score: result.similarity.toFixed(3),
    threshold: String(decision === 'NO_MATCH' ? settings.match.fail : settings.match.pass),
    pass: String(settings.match.pass),
    fail: String(settings.match.fail),
  };
  const outcome = MATCH_OUTCOMES[decision];
  if (age.ageFinding)
    Object.assign(params, {
      estimated: String(age.estimatedAge),
      documentAge: String(age.documentAge),
      difference: String(age.ageDifference),
      limit: String(settings.ageDifferenceYears),
    });
  return {
    checks: {
      selfie_verification: {
        result: outcome.result,
        evidence: { noteKey: age.ageFinding ? outcome.ageNote : outcome.note, noteParams: params, face },
      },
      selfie_liveness: liveness,
    },
    crops,
  };
}

/**
 * Passive checks on one still image: the anti-spoof model (photo of a photo or of a screen) and the
 * liveness model. Both must reach their thresholds. A model that gave no score fails the check.
 */
function livenessCheck(
  real: number | null,
  live: number | null,
  settings: FaceSettings,
  model: { model: string; modelVersion: string },
): CheckOutcome {
  const passed =
    real !== null &&
    live !== null &&
    real >= settings.antispoofThreshold &&
    live >= settings.livenessThreshold;
  const face: FaceEvidence = {
    ...model,
    antispoof: real === null ? null : round3(real),
    antispoofThreshold: settings.antispoofThreshold,
    liveness: live === null ? null : round3(live),
    livenessThreshold: settings.livenessThreshold,
  };
  return {
    result: passed ? 'PASSED' : 'FAILED',
    evidence: {
      noteKey: 'idvNote.faceLive',
      noteParams: {
        antispoof: String(face.antispoof ?? '—'),
        antispoofThreshold: String(settings.antispoofThreshold),
        liveness: String(face.liveness ?? '—'),
        livenessThreshold: String(settings.livenessThreshold),
      },
      face,
    },
  };
}

/** The selfie's estimated age against the age by the document's date of birth on `today`. */
export function ageComparison(
  estimated: number | null,
  dateOfBirth: string | null,
  today: string,
  limit: number,
): Pick<FaceEvidence, 'estimatedAge' | 'documentAge' | 'ageDifference' | 'ageFinding'> {
  const documentAge = dateOfBirth ? fullYears(dateOfBirth, today) : null;
  const estimatedAge = estimated === null ? null : Math.round(estimated);
  if (estimatedAge === null || documentAge === null)
    return { estimatedAge, documentAge, ageDifference: null, ageFinding: false };
  const ageDifference = Math.abs(estimatedAge - documentAge);
  return { estimatedAge, documentAge, ageDifference, ageFinding: ageDifference > limit };
}

function fullYears(dateOfBirth: string, today: string): number | null {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  if (![by, bm, bd, ty, tm, td].every(Number.isFinite)) return null;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
