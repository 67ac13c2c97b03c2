/**
 * Recording a submission's document checks and the policy's verdict. Decided on the state
 * idv.decider.ts folds.
 */
import type { PolicyOutcome } from '../documents/document-check-policy';
import type {
  CheckEvidence,
  CheckName,
  CheckResult,
  DocumentFamily,
} from '../documents/document-check-types';
import type { IdvState } from '../idv.decider';
import type { IdvEvent } from '../idv.events';

export interface CheckRun {
  submission: number;
  checks: Array<{
    check: CheckName;
    result: CheckResult;
    evidence: CheckEvidence;
    source: 'document' | 'provider';
  }>;
  outcome: PolicyOutcome;
  documentFamily: DocumentFamily;
  provider: string | null;
  now: string;
}

/** Idempotent: a retried job for a submission already completed decides nothing. */
export function recordChecks(state: IdvState, run: CheckRun): IdvEvent[] {
  if (state.status !== 'Submitted' || state.submissions !== run.submission) return [];
  const { outcome } = run;
  return [
    ...run.checks.map((c): IdvEvent => ({
      type: 'IdvCheckRecorded',
      data: { submission: run.submission, ...c },
    })),
    completionEvent(run.submission, outcome, run.documentFamily, run.provider, run.now),
  ];
}

/** The policy's verdict on a submission's checks, as recorded when the checks ran or a review decided one. */
export function completionEvent(
  submission: number,
  outcome: PolicyOutcome,
  documentFamily: DocumentFamily,
  provider: string | null,
  completedAt: string,
): IdvEvent {
  return {
    type: 'IdvCompleted',
    data: {
      submission,
      // PENDING (a required check not performed, a check in review) is stored as an empty overall_validation.
      overallValidation: outcome.result === 'PENDING' ? null : outcome.result,
      overallValue: outcome.score,
      documentFamily,
      failedRequired: outcome.failedRequired,
      pendingRequired: outcome.pendingRequired,
      failedOther: outcome.failedOther,
      inReview: outcome.inReview,
      provider,
      completedAt,
    },
  };
}
