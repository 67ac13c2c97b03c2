import type { UserType } from '../../app/authTypes';
import { isActivePath, menuFor, menuPaths } from './menu';

const user = (user_type: UserType, ids: number[] = []) => ({
  user_type,
  permissions: ids.map((permission_id) => ({ permission_id })),
});

describe('menuFor (spec §2 table)', () => {
  it('type 1: dashboard and companies, plus the outbox', () => {
    expect(menuPaths(menuFor(user(1)))).toEqual(['/dashboard', '/companies', '/outbox']);
  });

  it('type 3 with permission 1', () => {
    expect(menuPaths(menuFor(user(3, [1])))).toEqual([
      '/dashboard',
      '/files/upload',
      '/students',
      '/students',
      '/students-admissions',
      '/students-sas',
      '/review',
      '/verifications',
      '/id-verifications',
      '/id-verifications-sas',
      '/data-validation',
    ]);
  });

  it('type 3 without permission 1 has no Upload Data', () => {
    const paths = menuPaths(menuFor(user(3, [2, 3, 4, 5, 6])));
    expect(paths).not.toContain('/files/upload');
    expect(paths).toContain('/id-verifications-sas');
  });

  it('the access log only for type 3 with the Auditor permission (7)', () => {
    expect(menuPaths(menuFor(user(3, [7])))).toContain('/access-log');
    expect(menuPaths(menuFor(user(3, [1, 2, 3, 4, 5, 6])))).not.toContain('/access-log');
    expect(menuPaths(menuFor(user(1)))).not.toContain('/access-log');
  });

  it('financial aid only for the financial-aid permission (3): Admissions staff never see it', () => {
    expect(menuPaths(menuFor(user(3, [3, 5, 6])))).toContain('/financial-aid');
    expect(menuPaths(menuFor(user(3, [1, 2, 4, 6])))).not.toContain('/financial-aid');
    expect(menuPaths(menuFor(user(2)))).toContain('/financial-aid');
  });

  it('type 2: dashboard, review queue, verifications with child IDV, financial aid, reason codes, Team, API keys, webhooks, sign-in and security, access log', () => {
    const entries = menuFor(user(2));
    expect(entries.map((e) => e.path)).toEqual([
      '/dashboard',
      '/review',
      '/verifications',
      '/financial-aid',
      '/data-validation',
      '/team',
      '/api-keys',
      '/webhooks',
      '/security',
      '/access-log',
    ]);
    expect(entries[2].children?.map((c) => c.path)).toEqual(['/id-verifications']);
  });

  it('uses the spec labels', () => {
    const labels = menuFor(user(3, [1])).map((e) => e.label);
    expect(labels).toEqual(
      expect.arrayContaining(['nav.uploadData', 'nav.idvAdmissions', 'nav.idvSfs', 'nav.reasonCodes']),
    );
  });
});

describe('isActivePath', () => {
  it('matches the entry and its detail pages only', () => {
    expect(isActivePath('/verifications', '/verifications')).toBe(true);
    expect(isActivePath('/verifications', '/verifications/abc')).toBe(true);
    expect(isActivePath('/students', '/students-sas')).toBe(false);
  });
});
