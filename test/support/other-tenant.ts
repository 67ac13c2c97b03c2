import { SUPERADMIN } from './app-harness';
import { apiClient } from './http-client';

/**
 * A second company ("Lakeside College") with an admin who has chosen their password, signed in: the
 * caller for "another tenant's id answers like a missing one" checks.
 */
export async function otherTenantAdminToken(
  api: ReturnType<typeof apiClient>,
  school = { name: 'Lakeside College', domain: 'lakeside.edu' },
): Promise<string> {
  const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  const company = await api.call('POST', '/admin/companies', {
    token: superToken,
    body: { name: school.name },
  });
  const email = `lee@${school.domain}`;
  await api.call('POST', `/admin/company/${company.body.data.id}/admin`, {
    token: superToken,
    body: { name: 'Lee Park', email, password: 'Temporary!Pass9' },
  });
  const first = await api.login(email, 'Temporary!Pass9');
  await api.call('POST', '/admin/new-password', {
    token: first,
    body: { password: 'Lakeside!Pass10', confirm_password: 'Lakeside!Pass10' },
  });
  return api.login(email, 'Lakeside!Pass10');
}
