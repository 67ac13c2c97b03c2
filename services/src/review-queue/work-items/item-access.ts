import type { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { UserType } from '../../shared/auth/permissions';
import { ConflictError, ForbiddenError } from '../../shared/domain/domain-error';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n';
import type { ReviewItemRow } from '../read-models/review-items.read-model';
import type { ReviewerRef } from '../review-queue.events';
import { mayDecide } from '../who-may-decide';

/** The caller, as a person: the queue is people's work, an API key takes and decides nothing. */
export function reviewer(ctx: RequestContext): { user: AuthUser; companyId: number; me: ReviewerRef } {
  const user = ctx.user!;
  if (user.apiKey)
    throw new ForbiddenError('REVIEW.NOT_FOR_API_KEYS', localized('reviewQueue.notForApiKeys'));
  return { user, companyId: user.companyId!, me: { id: user.id, name: storedActorName(user) } };
}

export const asDecidable = (row: ReviewItemRow) => ({
  kind: row.kind,
  formType: row.form_type,
  escalated: row.escalated,
  requestedBy: row.requested_by === null ? null : Number(row.requested_by),
});

export function requireOpen(row: ReviewItemRow): void {
  if (row.status !== 'open') throw new ConflictError('REVIEW.NOT_OPEN', localized('reviewQueue.notOpen'));
}

export function requireMayDecide(user: AuthUser, row: ReviewItemRow): void {
  if (row.requested_by !== null && Number(row.requested_by) === user.id)
    throw new ForbiddenError('REVIEW.OWN_REQUEST', localized('reviewQueue.ownRequest'));
  if (!mayDecide(user, asDecidable(row)))
    throw new ForbiddenError('REVIEW.MAY_NOT_DECIDE', localized('reviewQueue.mayNotDecide'));
}

/** Only the assignee or a company admin acts on an item someone holds. */
export function requireNotHeldByAnother(user: AuthUser, row: ReviewItemRow): void {
  if (user.userType === UserType.CompanyAdmin) return;
  if (row.assigned_to !== null && Number(row.assigned_to) !== user.id)
    throw new ForbiddenError(
      'REVIEW.ASSIGNED_TO_ANOTHER',
      localized('reviewQueue.assignedToAnother', { name: row.assigned_name ?? '' }),
    );
}
