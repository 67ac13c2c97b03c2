import type { AuthUser } from '../shared/auth/auth-user';
import { UserType } from '../shared/auth/permissions';
import type { Tx } from '../shared/database/database';
import { ForbiddenError } from '../shared/domain/domain-error';
import { localized } from '../shared/i18n';
import type { EventMetadata } from '../shared/domain/event';
import type { EventStore } from '../shared/event-store/event-store';
import {
  applicantReviewStreamId,
  type RecordedOutcome,
  type ReviewDecided,
  type ReviewerRef,
  type ReviewKind,
} from './review-queue.events';

/**
 * What the features whose routes decide a queued item ask of the review queue (docs/review-queue.md):
 * the item's key for what they decide, and whether this caller may decide it now. IDV and the
 * watchlist call `refuseIfAssignedToAnother` in their decision's transaction, before they append.
 */
export const reviewItemKeys = {
  /** `idv:<uuid>:<formType>` is the IDV's stream. */
  idvSelfie: (idvStreamId: string) => `idv_selfie:${idvStreamId}`,
  idvCheck: (idvStreamId: string) => `idv_check:${idvStreamId}`,
  watchlist: (sessionUuid: string) => `watchlist:${sessionUuid}`,
  highRisk: (sessionUuid: string) => `high_risk:${sessionUuid}`,
};

/**
 * Refuses (403, translated) when an open item of these keys is assigned to someone else and the
 * caller is not a company admin. The row lock makes a concurrent assignment wait for this decision.
 */
export async function refuseIfAssignedToAnother(
  tx: Tx,
  user: Pick<AuthUser, 'id' | 'companyId' | 'userType'>,
  keys: readonly string[],
): Promise<void> {
  const { rows } = await tx.query<{ assigned_to: string | null; assigned_name: string | null }>(
    `SELECT assigned_to, assigned_name FROM review_items
      WHERE company_id = $1 AND item_key = ANY($2::text[]) AND status = 'open'
      ORDER BY id FOR UPDATE`,
    [user.companyId, keys],
  );
  if (user.userType === UserType.CompanyAdmin) return;
  const other = rows.find((r) => r.assigned_to !== null && Number(r.assigned_to) !== user.id);
  if (other)
    throw new ForbiddenError(
      'REVIEW.ASSIGNED_TO_ANOTHER',
      localized('reviewQueue.assignedToAnother', { name: other.assigned_name ?? '' }),
    );
}

/** An open item of the queue as a deciding feature sees it: enough to record its decision. */
export interface OpenReviewItem {
  id: string;
  kind: string;
  sessionUuid: string;
  reasonCodes: string[];
}

/** The open items of these keys (read before the deciding event closes them). */
export async function openItemsOf(
  tx: Tx,
  companyId: number,
  keys: readonly string[],
): Promise<OpenReviewItem[]> {
  const { rows } = await tx.query<{ id: string; kind: string; session_uuid: string; reason_codes: string[] }>(
    `SELECT id, kind, session_uuid, reason_codes FROM review_items
      WHERE company_id = $1 AND item_key = ANY($2::text[]) AND status = 'open' ORDER BY id`,
    [companyId, keys],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    sessionUuid: r.session_uuid,
    reasonCodes: r.reason_codes,
  }));
}

/**
 * Records a decision made outside the queue's own routes on the items it closed (a request for new
 * photos): a `ReviewDecided` each, in the applicant's history and the `review.decided` webhook.
 */
export async function recordItemDecisions(
  store: EventStore,
  tx: Tx,
  metadata: EventMetadata,
  items: readonly OpenReviewItem[],
  decision: { outcome: RecordedOutcome; note: string; by: ReviewerRef; resubmissionReason?: string },
): Promise<void> {
  for (const item of items) {
    const decided: ReviewDecided = {
      type: 'ReviewDecided',
      data: {
        itemId: item.id,
        sessionUuid: item.sessionUuid,
        kind: item.kind as ReviewKind,
        outcome: decision.outcome,
        note: decision.note,
        ...(decision.resubmissionReason ? { resubmissionReason: decision.resubmissionReason } : {}),
        reasonCodes: item.reasonCodes,
        by: decision.by,
        at: new Date().toISOString(),
      },
    };
    await store.append(tx, applicantReviewStreamId(item.sessionUuid), 'any', [decided], metadata);
  }
}
