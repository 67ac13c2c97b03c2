import { SetMetadata } from '@nestjs/common';
import { PermissionId, UserType } from './permissions';

export const ACCESS_POLICY = 'access-policy';

/** Who may call a route. Every route must declare one; the guard refuses routes without. */
export type AccessPolicy =
  | { kind: 'public' }
  | {
      kind: 'users';
      userTypes: readonly UserType[];
      /** One permission, or a list of which any one suffices (an IDV's form type picks the exact one later). */
      permission?: PermissionId | readonly PermissionId[];
      duringPasswordChange?: boolean;
    };

const policy = (p: AccessPolicy) => SetMetadata(ACCESS_POLICY, p);

export const Public = () => policy({ kind: 'public' });
export const SuperAdminOnly = () => policy({ kind: 'users', userTypes: [1] });
export const CompanyAdminOnly = () => policy({ kind: 'users', userTypes: [2] });
/**
 * Company staff (types 2 and 3), optionally needing a permission id, or any one of several: a caller
 * who holds none of them is refused before the body is even validated.
 */
export const CompanyStaff = (permission?: PermissionId | readonly PermissionId[]) =>
  policy({ kind: 'users', userTypes: [2, 3], permission });
/** Any signed-in user; `duringPasswordChange` also admits users who must still set a new password. */
export const AnySignedIn = (opts: { duringPasswordChange?: boolean } = {}) =>
  policy({ kind: 'users', userTypes: [1, 2, 3], ...opts });
