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
 * The same rule as the values "Next item"'s SQL takes (review_claim_next, migration 095): computed
 * here from `mayDecide` itself, so the SQL only combines them with each item's kind and form type.
 */
export function decidableValues(user: Decider): {
  admin: boolean;
  forms: string[];
  watchlist: boolean;
  highRisk: boolean;
} {
  const forms = (['ADMISSIONS', 'FINANCIAL_AID'] as const).filter((formType) =>
    mayDecide(user, { kind: 'idv_check', formType, escalated: false }),
  );
  return {
    admin: user.userType === UserType.CompanyAdmin,
    forms,
    watchlist: mayDecide(user, { kind: 'watchlist', formType: null, escalated: false }),
    highRisk: mayDecide(user, { kind: 'high_risk', formType: null, escalated: false }),
  };
}
