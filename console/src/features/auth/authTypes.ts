import type { components } from '../../app/generated/openapi';

/** 1 super admin, 2 company user with full rights, 3 company user with permission ids (spec §6). */
export type UserType = components['schemas']['UserType'];

/** Permission ids 1–6 (spec §6). */
export type PermissionId = 1 | 2 | 3 | 4 | 5 | 6;

/** The signed-in user as /admin/login and /api/users/me return it (generated: AuthUserResponse). */
export type AuthUser = components['schemas']['AuthUserResponse'];

/** The login answer adds the token; older servers spell the flag `has_to_change_passwords`. */
export interface LoginData extends Omit<AuthUser, 'has_to_change_password'> {
  access_token: string;
  has_to_change_password?: boolean;
  has_to_change_passwords?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}
