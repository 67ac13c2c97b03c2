import type { ReviewItemRow } from './read-models/review-items.read-model';
import type { ReviewItemResponse } from './review-item.response.dto';
import { mayDecide, type Decider } from './who-may-decide';

/** An item as the API answers it, with whether this caller may decide it. */
export function reviewItemResponse(row: ReviewItemRow, user: Decider): ReviewItemResponse {
  return {
    id: row.id,
    kind: row.kind,
    session_uuid: row.session_uuid,
    form_type: row.form_type,
    reason_codes: row.reason_codes,
    score: row.score === null ? null : Number(row.score),
    status: row.status,
    escalated: row.escalated,
    assignee:
      row.assigned_to === null ? null : { id: Number(row.assigned_to), name: row.assigned_name ?? '' },
    assigned_at: row.assigned_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
    outcome: row.outcome,
    requested_by_id: row.requested_by === null ? null : Number(row.requested_by),
    may_decide:
      row.status === 'open' &&
      mayDecide(user, {
        kind: row.kind,
        formType: row.form_type,
        escalated: row.escalated,
        requestedBy: row.requested_by === null ? null : Number(row.requested_by),
      }),
  };
}
