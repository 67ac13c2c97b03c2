import type { AuthUser, PermissionId } from '../../app/authTypes';
import { hasPermission } from './permissions';

export const Paths = {
  root: '/',
  signIn: '/auth/sign-in',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  companies: '/companies',
  profile: '/profile',
  team: '/team',
  upload: '/files/upload',
  privacy: '/privacy-policy',
  terms: '/terms-condition',
  retentionSchedule: '/retention-schedule',
} as const;

/** Who may open a route. */
export type Access =
  | { kind: 'guest' } // sign-in: only without a session
  | { kind: 'mustChange' } // forced new password
  | { kind: 'anyUser' }
  | { kind: 'superAdmin' } // type 1
  | { kind: 'company' } // types 2 and 3
  | { kind: 'teamAdmin' } // type 2
  | { kind: 'permission'; id: PermissionId };

/** Spec §2: type 1 → /companies; types 2/3 → saved path, else /dashboard; must change → reset-password. */
export function postLoginPath(user: AuthUser, savedPath: string | null): string {
  if (user.has_to_change_password) return Paths.resetPassword;
  if (user.user_type === 1) return Paths.companies;
  if (savedPath && isRestorablePath(savedPath)) return savedPath;
  return Paths.dashboard;
}

/** Only in-app paths inside the main layout are restored (never auth screens or foreign URLs). */
export function isRestorablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth/') && path !== Paths.root;
}

/** Where to send the user instead, or null when the route may render. */
export function redirectFor(access: Access, user: AuthUser | null, savedPath: string | null): string | null {
  if (!user) return access.kind === 'guest' ? null : Paths.signIn;
  if (user.has_to_change_password) return access.kind === 'mustChange' ? null : Paths.resetPassword;
  switch (access.kind) {
    case 'guest':
    case 'mustChange':
      return postLoginPath(user, savedPath);
    case 'anyUser':
      return null;
    case 'superAdmin':
      return user.user_type === 1 ? null : Paths.dashboard;
    case 'company':
      return user.user_type === 2 || user.user_type === 3 ? null : Paths.companies;
    case 'teamAdmin':
      return user.user_type === 2 ? null : Paths.dashboard;
    case 'permission':
      return hasPermission(user, access.id) ? null : Paths.dashboard;
  }
}

/** A path worth returning to after sign-in when an anonymous visitor is bounced (spec: "saved path"). */
export function shouldSavePath(access: Access, path: string): boolean {
  return (
    access.kind !== 'guest' &&
    access.kind !== 'mustChange' &&
    isRestorablePath(path) &&
    path !== Paths.dashboard
  );
}
