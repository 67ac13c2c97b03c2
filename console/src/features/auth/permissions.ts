import type { AuthUser, PermissionId } from '../../app/authTypes';

/** Spec §6: passes always for type 2, and for type 3 only if the id is in the user's permissions. */
export function hasPermission(
  user: Pick<AuthUser, 'user_type' | 'permissions'> | null,
  id: PermissionId,
): boolean {
  if (!user) return false;
  if (user.user_type === 2) return true;
  if (user.user_type === 3) return (user.permissions ?? []).some((p) => Number(p.permission_id) === id);
  return false;
}

export const Permission = {
  uploadData: 1,
  requestIdvAdmissions: 2,
  requestIdvSfs: 3,
  editIdvAdmissions: 4,
  editIdvSfs: 5,
  export: 6,
  auditor: 7,
} as const satisfies Record<string, PermissionId>;

export const allPermissionIds: readonly PermissionId[] = [1, 2, 3, 4, 5, 6, 7];
