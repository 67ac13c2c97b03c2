/** A staff member's decision on a selfie match in review. Decided on the state idv.decider.ts folds. */
import { DEFAULT_DOCUMENT_CHECK_POLICY, evaluateDocumentChecks } from '../documents/document-check-policy';
import type { CheckEvidence } from '../documents/document-check-types';
import { completionEvent } from '../document-check/record-checks.decision';
import { type IdvState, requireExists } from '../idv.decider';
import { IdvVersionConflictError } from '../idv.errors';
import type { IdvEvent, UserRef } from '../idv.events';
import { staffReason } from '../staff-reason';
import { SelfieMatchNotInReviewError } from './selfie-review.errors';

export type SelfieDecision = 'MATCH' | 'NO_MATCH';

export interface SelfieReviewCommand {
  decision: SelfieDecision;
  reason: string;
  by: UserRef;
  now: string;
  /** The version the reviewer read; a different current version means someone else changed it. */
  expectedVersion?: number | null;
}

/**
 * The selfie_verification check becomes the reviewer's PASSED or FAILED (its figures kept, the
 * decision added to the evidence), and an IDV still waiting for its result is completed by the policy
 * on the checks as they now stand: the same completion event as when the checks ran, so webhooks and
 * the dashboard hear it the same way. An IDV whose result staff already set (an override) keeps it.
 */
export function reviewSelfieMatch(state: IdvState, cmd: SelfieReviewCommand): IdvEvent[] {
  requireExists(state);
  const match = state.checks.selfie_verification;
  if (state.status !== 'Completed' || match?.result !== 'REVIEW') throw new SelfieMatchNotInReviewError();
  if (cmd.expectedVersion != null && cmd.expectedVersion !== state.version)
    throw new IdvVersionConflictError(cmd.expectedVersion, state.version);
  const reason = staffReason(cmd.reason);
  const result: 'PASSED' | 'FAILED' = cmd.decision === 'MATCH' ? 'PASSED' : 'FAILED';
  const evidence = reviewedEvidence(match.evidence, cmd, reason);
  const events: IdvEvent[] = [
    {
      type: 'IdvSelfieMatchReviewed',
      data: {
        submission: state.submissions,
        decision: cmd.decision,
        result,
        evidence,
        reason,
        reviewedBy: cmd.by,
        reviewedAt: cmd.now,
      },
    },
  ];
  if (state.overallValidation !== null || !state.completion) return events;
  const checks = { ...state.checks, selfie_verification: { result, evidence } };
  const { documentFamily, provider } = state.completion;
  const outcome = evaluateDocumentChecks(checks, documentFamily, DEFAULT_DOCUMENT_CHECK_POLICY);
  return [...events, completionEvent(state.submissions, outcome, documentFamily, provider, cmd.now)];
}

/** The model's figures stay; the note and `review` say who decided what, and why. */
function reviewedEvidence(before: CheckEvidence, cmd: SelfieReviewCommand, reason: string): CheckEvidence {
  const face = before.face;
  return {
    ...before,
    noteKey: cmd.decision === 'MATCH' ? 'idvNote.faceReviewedMatch' : 'idvNote.faceReviewedNoMatch',
    noteParams: {
      score: face?.similarity?.toFixed(3) ?? '—',
      fail: String(face?.thresholds?.fail ?? '—'),
      pass: String(face?.thresholds?.pass ?? '—'),
      name: cmd.by.name,
      reason,
    },
    review: { decision: cmd.decision, reason, by: cmd.by.name, byId: cmd.by.id, at: cmd.now },
  };
}
