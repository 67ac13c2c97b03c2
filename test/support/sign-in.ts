import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, startApp } from './app-harness';
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

/**
 * The product with the demo company, a client for it, and the roles asked for signed in: `tok`, the
 * tokens by role name (with startedForFile, the start of a spec file).
 */
export async function startDemoApp(roles: readonly Role[]) {
  const t = await startApp({ demo: true });
  try {
    const api = apiClient(t.baseUrl);
    const tok: Record<string, string> = await signInRoles(api, roles);
    return { t, api, tok, stop: () => t.stop() };
  } catch (error) {
    await t.stop();
    throw error;
  }
}
