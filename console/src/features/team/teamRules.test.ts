import { en } from '../../i18n/en';
import {
  normalizePermissions,
  permissionLabel,
  teamStatus,
  togglePermission,
  validateTeamUser,
  validateTemporaryPassword,
} from './teamRules';

describe('permissionLabel', () => {
  it.each([
    [1, 'Upload data'],
    [2, 'Request IDV (Admissions)'],
    [3, 'Request IDV (SFS)'],
    [4, 'Edit IDV result (Admissions)'],
    [5, 'Edit IDV result (SFS)'],
    [6, 'Export'],
  ])('%s → %s', (id, label) => {
    expect(en[permissionLabel(id)]).toBe(label);
  });
});

describe('permission lists', () => {
  it('normalises and toggles', () => {
    expect(normalizePermissions([6, 1, 1, 9])).toEqual([1, 6]);
    expect(togglePermission([1, 6], 3, true)).toEqual([1, 3, 6]);
    expect(togglePermission([1, 3, 6], 3, false)).toEqual([1, 6]);
  });
});

describe('teamStatus', () => {
  it('orders disabled, must change, active', () => {
    expect(teamStatus({ disabled: true, has_to_change_password: true })).toEqual({
      tone: 'danger',
      label: 'team.disabled',
    });
    expect(teamStatus({ disabled: false, has_to_change_password: true })).toEqual({
      tone: 'warning',
      label: 'team.mustChange',
    });
    expect(teamStatus({ disabled: false, has_to_change_password: false })).toEqual({
      tone: 'success',
      label: 'team.active',
    });
  });
});

describe('validateTeamUser', () => {
  const ok = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@school.edu',
    password: 'Temp#Pass1',
    permissions: [],
  };
  it('accepts a complete user', () => {
    expect(validateTeamUser(ok, 'create')).toEqual({});
  });
  it('uses the spec name messages', () => {
    const errors = validateTeamUser({ ...ok, first_name: ' ', last_name: '' }, 'create');
    expect(en[errors.first_name!]).toBe('First name is required.');
    expect(en[errors.last_name!]).toBe('Last name is required.');
  });
  it('checks email and temporary password on create only', () => {
    expect(validateTeamUser({ ...ok, email: 'x', password: 'short' }, 'create')).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.min8',
    });
    expect(validateTeamUser({ ...ok, email: '', password: '' }, 'update')).toEqual({});
  });
  it('applies the password rules to a reset', () => {
    expect(validateTemporaryPassword({ password: 'alllowercase!' })).toEqual({
      password: 'validation.uppercase',
    });
    expect(validateTemporaryPassword({ password: 'Temp#Pass1' })).toEqual({});
  });
});
