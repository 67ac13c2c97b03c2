import type { Tx } from '../shared/database/database';
import type { ReviewHistoryEntryResponse } from './review-history.response.dto';
import { applicantReviewStreamId, reviewItemStreamId, type ReviewQueueEvent } from './review-queue.events';

/** One line of an applicant's review history (the API's and the PDF report's). */
export type ReviewHistoryEntry = ReviewHistoryEntryResponse;

/**
 * An applicant's review history, oldest first, in the caller's tenant transaction: the notes staff
 * added, the decisions on their items (with the note; a resubmission with its reason code), the
 * four-eyes requests and their approval or rejection, and who took, was given or released each item. Other features (the session's PDF report) read it through here.
 */
export async function applicantReviewHistory(
  tx: Tx,
  companyId: number,
  sessionUuid: string,
): Promise<ReviewHistoryEntry[]> {
  const items = await tx.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM review_items WHERE company_id = $1 AND session_uuid = $2',
    [companyId, sessionUuid],
  );
  const kindOf = new Map(items.rows.map((i) => [i.id, i.kind]));
  const streams = [applicantReviewStreamId(sessionUuid), ...items.rows.map((i) => reviewItemStreamId(i.id))];
  const { rows } = await tx.query<ReviewQueueEvent>(
    'SELECT type, data FROM events WHERE stream_id = ANY($1::text[]) AND company_id = $2 ORDER BY global_position',
    [streams, companyId],
  );
  return rows.map((event) => historyEntry(event, kindOf));
}

function historyEntry(event: ReviewQueueEvent, kindOf: Map<string, string>): ReviewHistoryEntry {
  const base = {
    at: event.data.at,
    by: event.data.by,
    note: null,
    outcome: null,
    kind: null,
    assignee: null,
    codes: [],
  };
  switch (event.type) {
    case 'ApplicantNoteAdded':
      return { ...base, type: 'note', note: event.data.note };
    case 'ReviewDecided':
      return {
        ...base,
        type: 'decided',
        note: event.data.note,
        outcome: event.data.outcome,
        kind: event.data.kind,
        codes: event.data.resubmissionReason
          ? [event.data.resubmissionReason]
          : event.data.kind === 'approval'
            ? event.data.reasonCodes
            : [],
      };
    case 'ApprovalRequested':
      return {
        ...base,
        type: 'approval_requested',
        note: event.data.reason,
        outcome: 'approval_requested',
        kind: 'approval',
        codes: event.data.reasonCodes,
      };
    case 'ReviewItemAssigned':
      return {
        ...base,
        type: event.data.claimed ? 'claimed' : 'assigned',
        kind: kindOf.get(event.data.itemId) ?? null,
        assignee: event.data.assignee,
      };
    case 'ReviewItemReleased':
      return {
        ...base,
        type: 'released',
        kind: kindOf.get(event.data.itemId) ?? null,
        assignee: event.data.previous,
      };
  }
}
