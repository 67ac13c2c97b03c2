import { randomUUID } from 'node:crypto';
import type { Tx } from '../shared/database/database';
import type { EventMetadata } from '../shared/domain/event';
import type { EventStore } from '../shared/event-store/event-store';
import {
  applicantReviewStreamId,
  type ApprovalAction,
  type ApprovalRequested,
  type ReviewerRef,
} from './review-queue.events';

/**
 * Four-eyes (docs/review-queue.md "Four-eyes"): what the features whose decisions may need a second
 * person ask of the review queue. They ask whether the company wants it, file the request instead of
 * deciding, and register how to apply their decision once a colleague approves it.
 */

/** Whether this company asks a second staff member to approve overrides and cleared confirmed matches. */
export async function fourEyesRequired(tx: Tx, companyId: number): Promise<boolean> {
  const { rows } = await tx.query<{ four_eyes: boolean }>(
    'SELECT four_eyes FROM review_settings WHERE company_id = $1',
    [companyId],
  );
  return rows[0]?.four_eyes ?? false;
}

export interface ApprovalRequest {
  sessionUuid: string;
  action: ApprovalAction;
  formType: string | null;
  reasonCodes: string[];
  payload: Record<string, string | number | null>;
  reason: string;
  by: ReviewerRef;
}

/** Files the request on the applicant's review stream; its item appears in the queue (kind `approval`). */
export async function requestApproval(
  store: EventStore,
  tx: Tx,
  metadata: EventMetadata,
  request: ApprovalRequest,
): Promise<string> {
  const approvalId = randomUUID();
  const event: ApprovalRequested = {
    type: 'ApprovalRequested',
    data: { approvalId, ...request, at: new Date().toISOString() },
  };
  await store.append(tx, applicantReviewStreamId(request.sessionUuid), 'any', [event], metadata);
  return approvalId;
}

/** What an approved request applies, in the approver's transaction. */
export interface ApprovedDecision {
  payload: Record<string, string | number | null>;
  reason: string;
  requestedBy: ReviewerRef;
  approvedBy: ReviewerRef;
  metadata: EventMetadata;
}
export type ApprovalExecutor = (tx: Tx, decision: ApprovedDecision) => Promise<void>;

const executors = new Map<ApprovalAction, ApprovalExecutor>();

/** Each deciding feature registers how to apply its approved decisions (at module start). */
export function registerApprovalExecutor(action: ApprovalAction, executor: ApprovalExecutor): void {
  executors.set(action, executor);
}

export function approvalExecutor(action: ApprovalAction): ApprovalExecutor {
  const executor = executors.get(action);
  if (!executor) throw new Error(`No executor registered for approvals of ${action}`);
  return executor;
}
