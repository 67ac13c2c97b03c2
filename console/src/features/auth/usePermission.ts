import { useAppSelector } from '../../app/hooks';
import type { PermissionId } from '../../app/authTypes';
import { selectUser } from '../../app/authSlice';
import { hasPermission } from './permissions';

/** Spec §6 permission check for the signed-in user (buttons are hidden, the server still enforces). */
export function usePermission(id: PermissionId): boolean {
  return hasPermission(useAppSelector(selectUser), id);
}
