import { formatDecimal, formatNumber } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import { checkState, type CheckState } from './idvChecksModel';
import type { FaceEvidence, IdvRecord } from './idvTypes';

/** Why a face could not be compared, as the reviewer reads it (server `faceIssue.*` keys). */
export const FACE_ISSUE_LABELS: Record<string, MessageKey> = {
  noFace: 'idv.face.issue.noFace',
  multipleFaces: 'idv.face.issue.multipleFaces',
  tooSmall: 'idv.face.issue.tooSmall',
  notFrontal: 'idv.face.issue.notFrontal',
  tooDark: 'idv.face.issue.tooDark',
  tooBright: 'idv.face.issue.tooBright',
  blurry: 'idv.face.issue.blurry',
  noPortrait: 'idv.face.issue.noPortrait',
};

export interface FaceReview {
  selfieCrop: string | null;
  portraitCrop: string | null;
  match: CheckState;
  liveness: CheckState;
  /**
   * The similarity and its threshold (the band's `pass` since the review band), both with their
   * recorded precision; null when not compared.
   */
  similarity: { score: string; threshold: string; atOrAbove: boolean; fraction: number } | null;
  /** The review band: no match below `fail`, a match from `pass`, a person decides in between; null before it. */
  band: { pass: string; fail: string; passFraction: number; failFraction: number; inBand: boolean } | null;
  /** The staff decision on a match that was in review; null when nobody decided. */
  staffDecision: { decision: 'MATCH' | 'NO_MATCH'; reason: string; by: string; at: string } | null;
  /** Why no comparison was made (the selfie's issue or no portrait on the ID), null when compared. */
  issue: string | null;
  antispoof: { score: string; threshold: string; passed: boolean } | null;
  live: { score: string; threshold: string; passed: boolean } | null;
  age: {
    estimated: number;
    document: number;
    difference: number;
    limit: number | null;
    finding: boolean;
  } | null;
  models: string;
  version: string;
}

const score3 = (value: number) => formatDecimal(value, 3);
const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

function scoreLine(value: number | null | undefined, threshold: number | undefined) {
  if (typeof value !== 'number' || typeof threshold !== 'number') return null;
  return { score: score3(value), threshold: formatNumber(threshold), passed: value >= threshold };
}

/**
 * What the reviewer needs from the selfie checks (issue 15): the two crops, the similarity against
 * the threshold, the passive liveness scores, the age estimate against the document's age and the
 * models. Null when the in-house face checks have not run on this record (pending, vendor results).
 */
export function faceReview(record: IdvRecord): FaceReview | null {
  const match = record.checks?.selfie_verification;
  const live = record.checks?.selfie_liveness;
  const face: FaceEvidence | undefined = match?.evidence?.face;
  const liveFace: FaceEvidence | undefined = live?.evidence?.face;
  if (!face && !liveFace) return null;
  // Events since the review band record `thresholds`; older ones the single `threshold`.
  const threshold = face?.thresholds?.pass ?? face?.threshold;
  const similarity =
    face && typeof face.similarity === 'number' && typeof threshold === 'number'
      ? {
          score: score3(face.similarity),
          threshold: formatNumber(threshold),
          atOrAbove: face.similarity >= threshold,
          fraction: clamp01(face.similarity),
        }
      : null;
  const thresholds = face?.thresholds;
  const band =
    similarity && thresholds
      ? {
          pass: formatNumber(thresholds.pass),
          fail: formatNumber(thresholds.fail),
          passFraction: clamp01(thresholds.pass),
          failFraction: clamp01(thresholds.fail),
          inBand: face.decision === 'REVIEW',
        }
      : null;
  const decided = match?.evidence?.review;
  const hasAge = face && typeof face.estimatedAge === 'number' && typeof face.documentAge === 'number';
  return {
    selfieCrop: record.face_selfie ?? null,
    portraitCrop: record.face_portrait ?? null,
    match: checkState(match?.result ?? null),
    liveness: checkState(live?.result ?? null),
    similarity,
    band,
    staffDecision: decided
      ? { decision: decided.decision, reason: decided.reason, by: decided.by, at: decided.at }
      : null,
    issue: similarity ? null : (face?.issue ?? liveFace?.issue ?? null),
    antispoof: scoreLine(liveFace?.antispoof, liveFace?.antispoofThreshold),
    live: scoreLine(liveFace?.liveness, liveFace?.livenessThreshold),
    age: hasAge
      ? {
          estimated: face.estimatedAge!,
          document: face.documentAge!,
          difference: face.ageDifference ?? Math.abs(face.estimatedAge! - face.documentAge!),
          limit: face.ageLimit ?? null,
          finding: Boolean(face.ageFinding),
        }
      : null,
    models: [face?.model, liveFace?.model].filter(Boolean).join(', '),
    version: (face ?? liveFace)!.modelVersion,
  };
}

/** The issue's reviewer label, or the raw key when the console does not know it. */
export const faceIssueLabel = (issue: string): MessageKey | null => FACE_ISSUE_LABELS[issue] ?? null;

/**
 * Whether this reader may decide the selfie match now: the match is in review, the record is the
 * current one (not a past version), and they hold the permission that edits results of its form type.
 */
export function canDecideSelfieMatch(
  record: Pick<IdvRecord, 'checks'>,
  mayEditResults: boolean,
  readOnly: boolean,
): boolean {
  return mayEditResults && !readOnly && record.checks?.selfie_verification?.result === 'REVIEW';
}
