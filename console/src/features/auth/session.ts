import type { AuthUser, LoginData } from '../../app/authTypes';

/** Normalises a login or /me answer into the stored user (drops the token, merges the flag spellings). */
export function toAuthUser(
  data: LoginData | AuthUser | (AuthUser & { has_to_change_passwords?: boolean }),
): AuthUser {
  const flags = data as { has_to_change_password?: boolean; has_to_change_passwords?: boolean };
  return {
    id: data.id,
    email: data.email,
    name: data.name || [data.first_name, data.last_name].filter(Boolean).join(' '),
    first_name: data.first_name ?? '',
    last_name: data.last_name ?? '',
    user_type: Number(data.user_type) as AuthUser['user_type'],
    company_id: data.company_id ?? null,
    has_to_change_password: Boolean(flags.has_to_change_password || flags.has_to_change_passwords),
    permissions: Array.isArray(data.permissions) ? data.permissions : [],
  };
}

/** The name shown in the sidebar footer. */
export function displayName(user: Pick<AuthUser, 'name' | 'first_name' | 'last_name' | 'email'>): string {
  return user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}
