import { Permission, PermissionHolder, can } from '../../shared/auth/permissions';
import { FormType } from '../idv.events';

/** Spec section 6: permission 4 edits Admissions results, 5 Financial Aid ones; type 2 always may. */
export function canOverrideIdv(user: PermissionHolder, formType: FormType): boolean {
  return can(user, formType === 'ADMISSIONS' ? Permission.EditIdvAdmissions : Permission.EditIdvFinancialAid);
}
