import { displayName, toAuthUser } from './session';

const login = {
  access_token: 't',
  id: 7,
  email: 'a@b.c',
  name: '',
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_type: 3 as const,
  company_id: 2,
  // The server sends both spellings; either one set means a change is required.
  has_to_change_password: false,
  has_to_change_passwords: true,
  permissions: [{ permission_id: 1 }],
};

describe('toAuthUser', () => {
  it('drops the token and merges the flag spellings', () => {
    const user = toAuthUser(login);
    expect(user).not.toHaveProperty('access_token');
    expect(user.has_to_change_password).toBe(true);
    expect(user.name).toBe('Ada Lovelace');
  });

  it('coerces the user type', () => {
    expect(toAuthUser({ ...login, user_type: '2' as unknown as 2 }).user_type).toBe(2);
  });
});

describe('displayName', () => {
  it('falls back to email', () => {
    expect(displayName({ name: '', first_name: '', last_name: '', email: 'x@y.z' })).toBe('x@y.z');
  });
});
