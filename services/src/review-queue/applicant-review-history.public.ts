import type { Tx } from '../shared/database/database';
import type { Recorded } from '../shared/domain/event';
import { openFromStore } from '../shared/event-store/event-codec';
import { type EventRow, toRecordedEvent } from '../shared/event-store/recorded-event.mapper';
import type { ReviewHistoryEntryResponse } from './review-history.response.dto';
import { applicantReviewStreamId, reviewItemStreamId, type ReviewQueueEvent } from './review-queue.events';

/** One line of an applicant's review history (the API's and the PDF report's). */
export type ReviewHistoryEntry = ReviewHistoryEntryResponse;

/**
 * An applicant's review history, oldest first, in the caller's tenant transaction: the notes staff
 * added, the decisions on their items (with the note; a resubmission with its reason code), the
 * four-eyes requests and their approval or rejection, and who took, was given or released each item.
 * Other features (the session's PDF report, the erased applicant's kept decisions) read it through
 * here. The notes are sealed with the applicant's key: once they are erased, each line keeps who,
 * when and what was decided, its note `null` with `note_erased`. After the erasure the items are
 * gone (purged), so only the applicant's own stream is read: notes, decisions, four-eyes requests.
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
  const { rows } = await tx.query<EventRow>(
    'SELECT * FROM events WHERE stream_id = ANY($1::text[]) AND company_id = $2 ORDER BY global_position',
    [streams, companyId],
  );
  const events = await openFromStore(tx, rows.map(toRecordedEvent));
  return events.map((event) => historyEntry(event as Recorded<ReviewQueueEvent>, kindOf));
}

function historyEntry(event: Recorded<ReviewQueueEvent>, kindOf: Map<string, string>): ReviewHistoryEntry {
  // A line whose text was sealed with a key since destroyed: the fact stays, the text reads "erased".
  const erased = event.personalDataErased === true;
  const text = (value: string | undefined) => ({
    note: erased ? null : (value ?? null),
    note_erased: erased,
  });
  const base = {
    at: event.data.at,
    by: event.data.by,
    note: null,
    note_erased: false,
    outcome: null,
    kind: null,
    assignee: null,
    codes: [],
  };
  switch (event.type) {
    case 'ApplicantNoteAdded':
      return { ...base, type: 'note', ...text(event.data.note) };
    case 'ReviewDecided':
      return {
        ...base,
        type: 'decided',
        ...text(event.data.note),
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
        ...text(event.data.reason),
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
