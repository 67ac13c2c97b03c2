import { Permission, PermissionHolder, UserType, can } from '../shared/auth/permissions';
import type { ReviewKind } from './review-queue.events';

/** What decides who may decide an item. */
export interface DecidableItem {
  kind: ReviewKind | string;
  formType: string | null;
  escalated: boolean;
  /** A four-eyes approval's requester, who may never approve their own request. */
  requestedBy?: number | null;
}

/** Who asks: a staff member (their id tells their own approval requests apart). */
export type Decider = PermissionHolder & { id?: number };

/**
 * The product's permissions, reused (docs/review-queue.md): IDV items need the permission that edits
 * results of their form type (4 Admissions, 5 Financial Aid), as the override and the selfie review
 * do; watchlist items any staff member, as the match review does; high-risk findings either edit
 * permission. An escalated item waits for a company admin. Company admins may decide everything.
 */
export function mayDecide(user: Decider, item: DecidableItem): boolean {
  // Four-eyes: nobody, a company admin included, approves their own request.
  if (item.requestedBy != null && user.id !== undefined && Number(item.requestedBy) === user.id) return false;
  if (user.userType === UserType.CompanyAdmin) return true;
  if (user.userType !== UserType.CompanyUser || item.escalated) return false;
  switch (item.kind) {
    case 'idv_selfie':
    case 'idv_check':
      return can(
        user,
        item.formType === 'FINANCIAL_AID' ? Permission.EditIdvFinancialAid : Permission.EditIdvAdmissions,
      );
    case 'watchlist':
      return true;
    case 'high_risk':
      return can(user, Permission.EditIdvAdmissions) || can(user, Permission.EditIdvFinancialAid);
    case 'approval':
      // The same permission as the decision it approves: an IDV override by form type, a match review anyone.
      return item.formType === null
        ? true
        : can(
            user,
            item.formType === 'FINANCIAL_AID' ? Permission.EditIdvFinancialAid : Permission.EditIdvAdmissions,
          );
    default:
      return false;
  }
}

/**
 * The same rule as a SQL predicate over review_items (alias `r`), for "Next item": its values are
 * booleans and form types computed here, bound as $n from `firstParam` on.
 */
export function decidablePredicate(user: Decider, firstParam: number): { sql: string; params: unknown[] } {
  const admin = user.userType === UserType.CompanyAdmin;
  const forms = (['ADMISSIONS', 'FINANCIAL_AID'] as const).filter((formType) =>
    mayDecide(user, { kind: 'idv_check', formType, escalated: false }),
  );
  const watchlist = mayDecide(user, { kind: 'watchlist', formType: null, escalated: false });
  const highRisk = mayDecide(user, { kind: 'high_risk', formType: null, escalated: false });
  const [a, f, w, h, me] = [0, 1, 2, 3, 4].map((i) => `$${firstParam + i}`);
  return {
    sql: `((r.requested_by IS NULL OR r.requested_by <> ${me}::bigint) AND (${a}::boolean OR (NOT r.escalated AND (
            (r.kind IN ('idv_selfie', 'idv_check') AND r.form_type = ANY(${f}::text[]))
         OR (r.kind = 'watchlist' AND ${w}::boolean)
         OR (r.kind = 'high_risk' AND ${h}::boolean)
         OR (r.kind = 'approval' AND (r.form_type IS NULL OR r.form_type = ANY(${f}::text[])))))))`,
    params: [admin, forms, watchlist, highRisk, user.id ?? 0],
  };
}
