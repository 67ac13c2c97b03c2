import { prepared } from '../../shared/database/prepared';
import { exhaustive, type Recorded } from '../../shared/domain/event';
import type { Tx } from '../../shared/database/database';
import type { InlineProjection } from '../../shared/event-store/projection';
import type { ApplicantsImported } from '../../applicant-import/import.events';
import type {
  IdvCompleted,
  IdvResubmissionRequested,
  IdvResultOverridden,
  IdvSelfieMatchReviewed,
} from '../../idv/idv.events';
import type {
  WatchlistMatchReviewed,
  WatchlistScreened,
} from '../../watchlist/screen-subject/watchlist-subject.events';
import type {
  ApprovalRequested,
  ReviewDecided,
  ReviewItemAssigned,
  ReviewItemReleased,
} from '../review-queue.events';
import { idvCompleted, idvOverridden, resubmissionRequested, selfieReviewed } from './idv-review-items';
import { matchReviewed, screened } from './watchlist-review-items';
import { applicantsImported } from './high-risk-review-items';

export type ReviewItemSourceEvent = Recorded<
  | IdvCompleted
  | IdvResultOverridden
  | IdvSelfieMatchReviewed
  | WatchlistScreened
  | WatchlistMatchReviewed
  | ApplicantsImported
  | ReviewItemAssigned
  | ReviewItemReleased
  | ReviewDecided
  | ApprovalRequested
  | IdvResubmissionRequested
>;

/**
 * Inline, in the transaction of the event that raises or decides an item: the queue never shows an
 * item its decision already closed, and "Next item" locks rows the same transaction kept current.
 */
export const reviewItemsProjection: InlineProjection<ReviewItemSourceEvent> = {
  name: 'review_items',
  handles: [
    'IdvCompleted',
    'IdvResultOverridden',
    'IdvSelfieMatchReviewed',
    'WatchlistScreened',
    'WatchlistMatchReviewed',
    'ApplicantsImported',
    'ReviewItemAssigned',
    'ReviewItemReleased',
    'ReviewDecided',
    'ApprovalRequested',
    'IdvResubmissionRequested',
  ],
  async reset(tx: Tx) {
    // The counts follow the items by trigger (migration 087): the DELETE's own changes go with the rest.
    await tx.query('DELETE FROM review_items');
    await tx.query('DELETE FROM review_item_count_changes');
    await tx.query('DELETE FROM review_item_counts');
  },
  async apply(tx: Tx, event: ReviewItemSourceEvent) {
    switch (event.type) {
      case 'IdvCompleted':
        return idvCompleted(tx, event);
      case 'IdvResultOverridden':
        return idvOverridden(tx, event);
      case 'IdvSelfieMatchReviewed':
        return selfieReviewed(tx, event);
      case 'WatchlistScreened':
        return screened(tx, event);
      case 'WatchlistMatchReviewed':
        return matchReviewed(tx, event);
      case 'ApplicantsImported':
        return applicantsImported(tx, event);
      case 'ReviewItemAssigned':
        await tx.query(
          // The statement "Next item" applies too (migration 095): one definition of an assignment.
          prepared('SELECT review_item_assigned($1, $2, $3, $4)', [
            event.data.itemId,
            event.data.assignee.id,
            event.data.assignee.name,
            event.data.at,
          ]),
        );
        return;
      case 'ReviewItemReleased':
        await tx.query(
          prepared(
            'UPDATE review_items SET assigned_to = NULL, assigned_name = NULL, assigned_at = NULL WHERE id = $1',
            [event.data.itemId],
          ),
        );
        return;
      case 'ReviewDecided':
        return decided(tx, event);
      case 'ApprovalRequested':
        return approvalRequested(tx, event);
      case 'IdvResubmissionRequested':
        return resubmissionRequested(tx, event);
      default:
        exhaustive(event);
    }
  },
};

/** Escalation hands the item to the company admins, unassigned; every other outcome closes it. */
async function decided(tx: Tx, event: Recorded<ReviewDecided>): Promise<void> {
  if (event.data.outcome === 'escalate')
    await tx.query(
      prepared(
        `UPDATE review_items SET escalated = true, assigned_to = NULL, assigned_name = NULL, assigned_at = NULL
          WHERE id = $1`,
        [event.data.itemId],
      ),
    );
  else
    await tx.query(
      prepared(
        `UPDATE review_items SET status = 'closed', closed_at = $2, closed_by = 'ReviewDecided', outcome = $3
          WHERE id = $1 AND status = 'open'`,
        [event.data.itemId, event.recordedAt, event.data.outcome],
      ),
    );
}

/** A four-eyes request waits in the queue as its own kind, naming who asked (who may not approve it). */
async function approvalRequested(tx: Tx, event: Recorded<ApprovalRequested>): Promise<void> {
  const d = event.data;
  await tx.query(
    `INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, form_type, reason_codes,
                               requested_by, created_at)
     VALUES (md5($1 || ':' || $3)::uuid, $2, $3, 'approval', $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING`,
    [
      event.eventId,
      event.companyId,
      `approval:${d.approvalId}`,
      d.sessionUuid,
      d.formType,
      d.reasonCodes,
      d.by.id,
      event.recordedAt,
    ],
  );
}
