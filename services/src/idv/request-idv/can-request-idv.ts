import { Permission, PermissionHolder, can } from '../../shared/auth/permissions';
import { FormType } from '../idv.events';

/** Spec section 6: permission 2 requests Admissions IDVs, 3 Financial Aid (SFS) ones; type 2 always may. */
export function canRequestIdv(user: PermissionHolder, formType: FormType): boolean {
  return can(
    user,
    formType === 'ADMISSIONS' ? Permission.RequestIdvAdmissions : Permission.RequestIdvFinancialAid,
  );
}
