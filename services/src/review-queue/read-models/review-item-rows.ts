import type { Tx } from '../../shared/database/database';
import type { RecordedEvent } from '../../shared/domain/event';
import type { ReviewKind } from '../review-queue.events';

/** An item as the event that raises it describes it; the id derives from event and key (rebuilds give the same). */
export interface RaisedItem {
  key: string;
  kind: ReviewKind;
  sessionUuid: string;
  formType: string | null;
  reasonCodes: string[];
  score: number | null;
}

/** Opens the item, or refreshes the reasons of the open one with the same key (a rescreen, a new check). */
export async function raiseItem(tx: Tx, event: RecordedEvent, item: RaisedItem): Promise<void> {
  await tx.query(
    `INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, form_type, reason_codes, score, created_at)
     VALUES (md5($1 || ':' || $3)::uuid, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, item_key) WHERE status = 'open'
     DO UPDATE SET reason_codes = EXCLUDED.reason_codes, score = EXCLUDED.score`,
    [
      event.eventId,
      event.companyId,
      item.key,
      item.kind,
      item.sessionUuid,
      item.formType,
      item.reasonCodes,
      item.score,
      event.recordedAt,
    ],
  );
}

/** Closes the open items of these keys: `closedBy` is the deciding event's type, `outcome` its verdict as a code. */
export async function closeItems(
  tx: Tx,
  event: RecordedEvent,
  keys: readonly string[],
  outcome: string,
): Promise<void> {
  if (!keys.length) return;
  await tx.query(
    `UPDATE review_items SET status = 'closed', closed_at = $3, closed_by = $4, outcome = $5
      WHERE company_id = $1 AND item_key = ANY($2::text[]) AND status = 'open'`,
    [event.companyId, keys, event.recordedAt, event.type, outcome],
  );
}

/** The event type that closed the latest closed item of a key (null when none was closed). */
export async function lastClosedBy(tx: Tx, companyId: number | null, key: string): Promise<string | null> {
  const { rows } = await tx.query<{ closed_by: string | null }>(
    `SELECT closed_by FROM review_items WHERE company_id = $1 AND item_key = $2 AND status = 'closed'
      ORDER BY closed_at DESC, id DESC LIMIT 1`,
    [companyId, key],
  );
  return rows[0]?.closed_by ?? null;
}
