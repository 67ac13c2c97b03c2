import type { NewEvent } from '../shared/domain/event';

/** What puts an applicant in the queue (docs/review-queue.md). */
export const REVIEW_KINDS = ['idv_selfie', 'idv_check', 'watchlist', 'high_risk', 'approval'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The decisions on a high-risk item; `escalate` leaves it open for a company admin. */
export const REVIEW_OUTCOMES = ['no_issue', 'confirmed_risk', 'false_positive', 'escalate'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
/**
 * Every outcome a `ReviewDecided` records: the high-risk decisions above, an IDV item closed by a
 * request for resubmission, and a four-eyes approval approved or rejected.
 */
export const RECORDED_OUTCOMES = [
  ...REVIEW_OUTCOMES,
  'resubmission_requested',
  'approved',
  'rejected',
] as const;
export type RecordedOutcome = (typeof RECORDED_OUTCOMES)[number];

/** What a four-eyes approval stands for: the decision it applies once a second person approves. */
export const APPROVAL_ACTIONS = ['idv_override', 'watchlist_false_positive'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** A staff member as an event records them (the name as it was then). */
export interface ReviewerRef {
  id: number;
  name: string;
}

/** Someone took an item (`claimed`: by "Next item") or was given it by a colleague. */
export type ReviewItemAssigned = NewEvent<
  'ReviewItemAssigned',
  {
    itemId: string;
    sessionUuid: string;
    assignee: ReviewerRef;
    by: ReviewerRef;
    claimed: boolean;
    at: string;
  }
>;
/** The item is back in the queue, unassigned. */
export type ReviewItemReleased = NewEvent<
  'ReviewItemReleased',
  { itemId: string; sessionUuid: string; previous: ReviewerRef | null; by: ReviewerRef; at: string }
>;
/**
 * A decision on a high-risk applicant's findings, on the applicant's review stream: the note is the
 * reviewer's own words, kept for the history and never sent in a webhook.
 */
export type ReviewDecided = NewEvent<
  'ReviewDecided',
  {
    itemId: string;
    sessionUuid: string;
    kind: ReviewKind;
    outcome: RecordedOutcome;
    note: string;
    /** A resubmission's reason code (the text the applicant reads). */
    resubmissionReason?: string;
    reasonCodes: string[];
    by: ReviewerRef;
    at: string;
  }
>;

/** A staff member's note on an applicant: append-only (no event edits or removes one). */
export type ApplicantNoteAdded = NewEvent<
  'ApplicantNoteAdded',
  { sessionUuid: string; note: string; by: ReviewerRef; at: string }
>;

/**
 * Four-eyes: a decision that waits for a second staff member with the same permission. `payload` is
 * what the deciding feature needs to apply it (ids and verdicts; the reason is the requester's own).
 */
export type ApprovalRequested = NewEvent<
  'ApprovalRequested',
  {
    approvalId: string;
    sessionUuid: string;
    action: ApprovalAction;
    formType: string | null;
    /** Codes for the queue's reason column: the action and its verdict or entry id. */
    reasonCodes: string[];
    payload: Record<string, string | number | null>;
    reason: string;
    by: ReviewerRef;
    at: string;
  }
>;

export type ReviewQueueEvent =
  ReviewItemAssigned | ReviewItemReleased | ReviewDecided | ApplicantNoteAdded | ApprovalRequested;

/** Assignment history of one item. */
export const reviewItemStreamId = (itemId: string) => `review-item-${itemId}`;
/** An applicant's review decisions and notes. */
export const applicantReviewStreamId = (sessionUuid: string) => `applicant-review-${sessionUuid}`;
