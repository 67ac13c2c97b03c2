import type { AuthUser, UserType } from '../../app/authTypes';
import { Paths, postLoginPath, redirectFor, shouldSavePath, type Access } from './routeRules';

const user = (user_type: UserType, extra: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  email: 'u@example.org',
  name: 'U',
  first_name: 'U',
  last_name: '',
  user_type,
  company_id: user_type === 1 ? null : 1,
  has_to_change_password: false,
  permissions: [],
  ...extra,
});

describe('postLoginPath', () => {
  it('sends type 1 to /companies', () => {
    expect(postLoginPath(user(1), '/verifications/abc')).toBe('/companies');
  });
  it('sends types 2 and 3 to the saved path or /dashboard', () => {
    expect(postLoginPath(user(2), null)).toBe('/dashboard');
    expect(postLoginPath(user(3), '/verifications/abc')).toBe('/verifications/abc');
    expect(postLoginPath(user(3), '/auth/sign-in')).toBe('/dashboard');
    expect(postLoginPath(user(3), 'https://evil.example')).toBe('/dashboard');
    expect(postLoginPath(user(3), '//evil.example')).toBe('/dashboard');
  });
  it('forces the new-password screen first', () => {
    expect(postLoginPath(user(1, { has_to_change_password: true }), null)).toBe(Paths.resetPassword);
  });
});

describe('redirectFor', () => {
  const cases: [string, Access, AuthUser | null, string | null][] = [
    ['anonymous on sign-in', { kind: 'guest' }, null, null],
    ['anonymous on a screen', { kind: 'anyUser' }, null, Paths.signIn],
    ['anonymous on reset', { kind: 'mustChange' }, null, Paths.signIn],
    [
      'must change anywhere',
      { kind: 'anyUser' },
      user(2, { has_to_change_password: true }),
      Paths.resetPassword,
    ],
    ['must change on reset', { kind: 'mustChange' }, user(3, { has_to_change_password: true }), null],
    ['signed in on sign-in', { kind: 'guest' }, user(1), Paths.companies],
    ['signed in on reset without flag', { kind: 'mustChange' }, user(2), Paths.dashboard],
    ['type 1 on companies', { kind: 'superAdmin' }, user(1), null],
    ['type 2 on companies', { kind: 'superAdmin' }, user(2), Paths.dashboard],
    ['type 1 on a company screen', { kind: 'company' }, user(1), Paths.companies],
    ['type 3 on a company screen', { kind: 'company' }, user(3), null],
    ['type 2 on team', { kind: 'teamAdmin' }, user(2), null],
    ['type 3 on team', { kind: 'teamAdmin' }, user(3), Paths.dashboard],
    ['type 3 upload without permission', { kind: 'permission', id: 1 }, user(3), Paths.dashboard],
    [
      'type 3 upload with permission',
      { kind: 'permission', id: 1 },
      user(3, { permissions: [{ permission_id: 1 }] }),
      null,
    ],
    ['type 2 upload', { kind: 'permission', id: 1 }, user(2), null],
  ];
  it.each(cases)('%s', (_name, access, who, expected) => {
    expect(redirectFor(access, who, null)).toBe(expected);
  });
});

describe('shouldSavePath', () => {
  it('saves deep links only', () => {
    expect(shouldSavePath({ kind: 'company' }, '/verifications/123')).toBe(true);
    expect(shouldSavePath({ kind: 'anyUser' }, '/dashboard')).toBe(false);
    expect(shouldSavePath({ kind: 'guest' }, '/auth/sign-in')).toBe(false);
  });
});
