import { NewEvent } from '../../shared/domain/event';

export interface UserProfile {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
}

export type UserRegistered = NewEvent<
  'UserRegistered',
  UserProfile & {
    userId: number;
    companyId: number | null;
    userType: 1 | 2 | 3;
    permissions: number[];
    mustChangePassword: boolean;
  }
>;
export type UserProfileChanged = NewEvent<'UserProfileChanged', UserProfile & { previous: UserProfile }>;
export type UserPermissionsChanged = NewEvent<
  'UserPermissionsChanged',
  { permissions: number[]; previous: number[] }
>;
/** The user set a password themselves ('self') or completed a forced change ('forced'). No hash here. */
export type UserPasswordChanged = NewEvent<'UserPasswordChanged', { kind: 'self' | 'forced' }>;
/** An administrator set a temporary password; the user must choose a new one at next sign-in. */
export type UserPasswordReset = NewEvent<'UserPasswordReset', Record<string, never>>;
export type UserDisabled = NewEvent<'UserDisabled', Record<string, never>>;
export type UserEnabled = NewEvent<'UserEnabled', Record<string, never>>;
export type UserDeleted = NewEvent<'UserDeleted', Record<string, never>>;

export type UserEvent =
  | UserRegistered
  | UserProfileChanged
  | UserPermissionsChanged
  | UserPasswordChanged
  | UserPasswordReset
  | UserDisabled
  | UserEnabled
  | UserDeleted;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered',
  'UserProfileChanged',
  'UserPermissionsChanged',
  'UserPasswordChanged',
  'UserPasswordReset',
  'UserDisabled',
  'UserEnabled',
  'UserDeleted',
];

export const userStreamId = (userId: number) => `user-${userId}`;
