import type { AuthUser } from '../shared/auth/auth-user';
import { UserType } from '../shared/auth/permissions';
import type { Tx } from '../shared/database/database';
import { ForbiddenError } from '../shared/domain/domain-error';
import { localized } from '../shared/i18n';

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
