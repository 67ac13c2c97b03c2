import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN } from './app-harness';
import { apiClient } from './http-client';

/** The demo company's staff (DEMO=1) by role, with the permissions each holds. */
export const DEMO_USERS = {
  /** The company admin: every permission. */
  admin: 'admin@northfield.edu',
  /** Permissions 1, 2, 4, 6. */
  admissions: 'admissions@northfield.edu',
  /** Permissions 3, 5, 6. */
  finaid: 'finaid@northfield.edu',
  /** No permission. */
  viewer: 'viewer@northfield.edu',
} as const;

export type Role = keyof typeof DEMO_USERS | 'super';

/** Signs in each role asked for, one after another; their tokens by role. */
export async function signInRoles<R extends Role>(
  api: ReturnType<typeof apiClient>,
  roles: readonly R[],
): Promise<Record<R, string>> {
  const tokens = {} as Record<R, string>;
  for (const role of roles)
    tokens[role] =
      role === 'super'
        ? await api.login(SUPERADMIN.email, SUPERADMIN.password)
        : await api.login(DEMO_USERS[role as keyof typeof DEMO_USERS], DEMO_PASSWORD);
  return tokens;
}
