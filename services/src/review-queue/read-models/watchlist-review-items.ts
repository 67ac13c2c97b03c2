import type { Tx } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import type {
  WatchlistMatchReviewed,
  WatchlistScreened,
} from '../../watchlist/screen-subject/watchlist-subject.events';
import { reviewItemKeys } from '../review-assignments.public';
import { closeItems, raiseItem } from './review-item-rows';

/**
 * A screening with matches no valid review covers raises (or refreshes) the applicant's watchlist
 * item; its reasons are the list entries' ids still to review, its score the best of their scores.
 */
export async function screened(tx: Tx, event: Recorded<WatchlistScreened>): Promise<void> {
  const key = reviewItemKeys.watchlist(event.data.sessionUuid);
  const open = event.data.matches.filter((m) => !m.review || m.review.invalidatedBecause);
  if (!open.length) return closeItems(tx, event, [key], 'superseded');
  await raiseItem(tx, event, {
    key,
    kind: 'watchlist',
    sessionUuid: event.data.sessionUuid,
    formType: null,
    reasonCodes: open.map((m) => m.entryId),
    score: Math.max(...open.map((m) => m.score)),
  });
}

/** A reviewed match leaves the item's reasons; the item closes with its last one. */
export async function matchReviewed(tx: Tx, event: Recorded<WatchlistMatchReviewed>): Promise<void> {
  await tx.query(
    `UPDATE review_items SET reason_codes = array_remove(reason_codes, $3),
       status = CASE WHEN cardinality(array_remove(reason_codes, $3)) = 0 THEN 'closed' ELSE status END,
       closed_at = CASE WHEN cardinality(array_remove(reason_codes, $3)) = 0 THEN $4::timestamptz END,
       closed_by = CASE WHEN cardinality(array_remove(reason_codes, $3)) = 0 THEN $5 END,
       outcome = CASE WHEN cardinality(array_remove(reason_codes, $3)) = 0 THEN 'reviewed' END
     WHERE company_id = $1 AND item_key = $2 AND status = 'open'`,
    [
      event.companyId,
      reviewItemKeys.watchlist(event.data.sessionUuid),
      event.data.entryId,
      event.recordedAt,
      event.type,
    ],
  );
}
