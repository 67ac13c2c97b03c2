import type { components } from './generated/openapi';

/** 1 super admin, 2 company user with full rights, 3 company user with permission ids (spec §6). */
export type UserType = components['schemas']['UserType'];

/** Permission ids 1–7 (spec §6, 7 Auditor; generated: PermissionId). */
export type PermissionId = components['schemas']['PermissionId'];

/** The signed-in user as /admin/login and /api/users/me return it (generated: AuthUserResponse). */
export type AuthUser = components['schemas']['AuthUserResponse'];

/** The login answer: the user, the token and the flag in both spellings (generated: LoginResponse). */
export type LoginData = components['schemas']['LoginResponse'];

export type LoginRequest = components['schemas']['LoginRequest'];
