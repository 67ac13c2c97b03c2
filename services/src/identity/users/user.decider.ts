import { ConflictError, NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { Decider, exhaustive } from '../../shared/domain/event';
import { ALL_PERMISSIONS } from '../../shared/auth/permissions';
import { UserEvent, UserProfile, UserRegistered } from './user.events';
import { localized } from '../../shared/i18n';

export interface UserState {
  exists: boolean;
  deleted: boolean;
  disabled: boolean;
  companyId: number | null;
  userType: 1 | 2 | 3 | null;
  permissions: number[];
  mustChangePassword: boolean;
  profile: UserProfile | null;
}

const initialState = (): UserState => ({
  exists: false,
  deleted: false,
  disabled: false,
  companyId: null,
  userType: null,
  permissions: [],
  mustChangePassword: false,
  profile: null,
});

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { firstName, lastName, name, email } = event.data;
      return {
        ...state,
        exists: true,
        companyId: event.data.companyId,
        userType: event.data.userType,
        permissions: event.data.permissions,
        mustChangePassword: event.data.mustChangePassword,
        profile: { firstName, lastName, name, email },
      };
    }
    case 'UserProfileChanged': {
      const { firstName, lastName, name, email } = event.data;
      return { ...state, profile: { firstName, lastName, name, email } };
    }
    case 'UserPermissionsChanged':
      return { ...state, permissions: event.data.permissions };
    case 'UserPasswordChanged':
      return { ...state, mustChangePassword: false };
    case 'UserPasswordReset':
      return { ...state, mustChangePassword: true };
    case 'UserDisabled':
      return { ...state, disabled: true };
    case 'UserEnabled':
      return { ...state, disabled: false };
    case 'UserDeleted':
      return { ...state, deleted: true };
    default:
      exhaustive(event);
      return state;
  }
}

export const userDecider: Decider<UserState, UserEvent> = { initialState, evolve };

function live(state: UserState): void {
  if (!state.exists || state.deleted) throw new NotFoundError('error.notFound.user');
}

export function registerUser(state: UserState, data: UserRegistered['data']): UserEvent[] {
  if (state.exists) throw new ConflictError('USER.EXISTS', localized('error.userExists'));
  if (data.userType === 3 && data.permissions.some((p) => !ALL_PERMISSIONS.includes(p as never))) {
    throw new ValidationError([{ field: 'permissions', message: localized('error.unknownPermission') }]);
  }
  return [
    {
      type: 'UserRegistered',
      data: { ...data, permissions: data.userType === 3 ? sorted(data.permissions) : [] },
    },
  ];
}

export function changeProfile(state: UserState, profile: UserProfile): UserEvent[] {
  live(state);
  const previous = state.profile!;
  const same = (Object.keys(profile) as (keyof UserProfile)[]).every((k) => profile[k] === previous[k]);
  return same ? [] : [{ type: 'UserProfileChanged', data: { ...profile, previous } }];
}

export function changePermissions(state: UserState, permissions: number[]): UserEvent[] {
  live(state);
  if (state.userType !== 3)
    throw new ValidationError([{ field: 'permissions', message: localized('error.onlyStaffPermissions') }]);
  if (permissions.some((p) => !ALL_PERMISSIONS.includes(p as never))) {
    throw new ValidationError([{ field: 'permissions', message: localized('error.unknownPermission') }]);
  }
  const next = sorted(permissions);
  if (next.join() === state.permissions.join()) return [];
  return [{ type: 'UserPermissionsChanged', data: { permissions: next, previous: state.permissions } }];
}

export function changePassword(state: UserState, kind: 'self' | 'forced'): UserEvent[] {
  live(state);
  if (kind === 'forced' && !state.mustChangePassword) {
    throw new ConflictError('USER.NO_PASSWORD_CHANGE_PENDING', localized('error.noPasswordChangePending'));
  }
  return [{ type: 'UserPasswordChanged', data: { kind } }];
}

export function resetPassword(state: UserState): UserEvent[] {
  live(state);
  return [{ type: 'UserPasswordReset', data: {} }];
}

export function setDisabled(state: UserState, disabled: boolean): UserEvent[] {
  live(state);
  if (state.disabled === disabled) return [];
  return [disabled ? { type: 'UserDisabled', data: {} } : { type: 'UserEnabled', data: {} }];
}

export function deleteUser(state: UserState): UserEvent[] {
  live(state);
  return [{ type: 'UserDeleted', data: {} }];
}

function sorted(permissions: number[]): number[] {
  return [...new Set(permissions)].sort((a, b) => a - b);
}
