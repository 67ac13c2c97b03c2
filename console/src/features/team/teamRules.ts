import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui';
import type { PermissionId } from '../../app/authTypes';
import { allPermissionIds } from '../auth/permissions';
import { MAX_LENGTH, emailError, newPasswordError, type Errors } from '../auth/validation';
import type { TeamUser, TeamUserForm } from './teamTypes';

/** Readable name of a permission id (1 Upload data … 6 Export, 7 Auditor). */
export function permissionLabel(id: number): MessageKey {
  return (allPermissionIds as readonly number[]).includes(id)
    ? (`team.permission.${id}` as MessageKey)
    : 'team.noPermissions';
}

/** Sorted, de-duplicated known ids; unknown ids from the server are dropped. */
export function normalizePermissions(ids: readonly number[]): PermissionId[] {
  return allPermissionIds.filter((id) => ids.includes(id));
}

export function togglePermission(
  ids: readonly PermissionId[],
  id: PermissionId,
  on: boolean,
): PermissionId[] {
  return normalizePermissions(on ? [...ids, id] : ids.filter((x) => x !== id));
}

/** Status chip: disabled beats "must change password", which beats active. */
export function teamStatus(user: Pick<TeamUser, 'disabled' | 'has_to_change_password'>): {
  tone: Tone;
  label: MessageKey;
} {
  if (user.disabled) return { tone: 'danger', label: 'team.disabled' };
  if (user.has_to_change_password) return { tone: 'warning', label: 'team.mustChange' };
  return { tone: 'success', label: 'team.active' };
}

export function teamUserName(user: Pick<TeamUser, 'name' | 'first_name' | 'last_name' | 'email'>): string {
  return user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

/** Create checks every field; edit changes names and permissions only. */
export function validateTeamUser(
  values: TeamUserForm,
  mode: 'create' | 'update',
): Errors<keyof TeamUserForm> {
  const errors: Errors<keyof TeamUserForm> = {};
  if (!values.first_name.trim()) errors.first_name = 'validation.firstNameRequired';
  else if (values.first_name.length > MAX_LENGTH) errors.first_name = 'validation.max255';
  if (!values.last_name.trim()) errors.last_name = 'validation.lastNameRequired';
  else if (values.last_name.length > MAX_LENGTH) errors.last_name = 'validation.max255';
  if (mode === 'create') {
    const email = emailError(values.email);
    if (email) errors.email = email;
    const password = newPasswordError(values.password);
    if (password) errors.password = password;
  }
  return errors;
}

export function validateTemporaryPassword(values: { password: string }): Errors<'password'> {
  const password = newPasswordError(values.password);
  return password ? { password } : {};
}
