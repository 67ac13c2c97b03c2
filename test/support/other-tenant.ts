import { SUPERADMIN } from './app-harness';
import { apiClient } from './http-client';

/**
 * A second company ("Lakeside College") with an admin who has chosen their password, signed in: the
 * caller for "another tenant's id answers like a missing one" checks.
 */
export async function otherTenantAdminToken(api: ReturnType<typeof apiClient>): Promise<string> {
  const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  const company = await api.call('POST', '/admin/companies', {
    token: superToken,
    body: { name: 'Lakeside College' },
  });
  await api.call('POST', `/admin/company/${company.body.data.id}/admin`, {
    token: superToken,
    body: { name: 'Lee Park', email: 'lee@lakeside.edu', password: 'Temporary!Pass9' },
  });
  const first = await api.login('lee@lakeside.edu', 'Temporary!Pass9');
  await api.call('POST', '/admin/new-password', {
    token: first,
    body: { password: 'Lakeside!Pass10', confirm_password: 'Lakeside!Pass10' },
  });
  return api.login('lee@lakeside.edu', 'Lakeside!Pass10');
}
