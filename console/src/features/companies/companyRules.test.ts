import { normalizeError } from '../../app/apiError';
import { en } from '../../i18n/en';
import { isAllowedLogo, saveErrorMessages, validateAdmin, validateCompany } from './companyRules';

describe('validateCompany', () => {
  it('requires a name', () => {
    expect(en[validateCompany({ name: '  ' }).name!]).toBe('Required');
    expect(validateCompany({ name: 'Lincoln High' })).toEqual({});
  });
});

describe('validateAdmin', () => {
  const ok = { name: 'Ann', email: 'ann@school.edu', password: 'longenough' };
  it('checks name, email and password on create', () => {
    expect(validateAdmin(ok, 'create')).toEqual({});
    expect(validateAdmin({ name: '', email: '', password: '' }, 'create')).toEqual({
      name: 'validation.required',
      email: 'validation.emailRequired',
      password: 'validation.required',
    });
    expect(en[validateAdmin({ ...ok, password: 'short' }, 'create').password!]).toBe(
      'Must be at least 8 characters',
    );
    expect(en[validateAdmin({ ...ok, email: 'nope' }, 'create').email!]).toBe('Must be a valid email');
  });
  it('ignores the password on update', () => {
    expect(validateAdmin({ ...ok, password: '' }, 'update')).toEqual({});
  });
});

describe('saveErrorMessages (spec §8)', () => {
  it('lists field errors as [field] message', () => {
    const error = normalizeError(422, {
      message: 'Validation failed',
      errors: [{ field: 'email', message: 'is taken' }],
    });
    expect(saveErrorMessages(error, 'create')).toEqual({ lines: ['[email] is taken'] });
    expect(saveErrorMessages(error, 'update')).toEqual({ lines: ['[email] is taken'] });
  });
  it("says 'Operation failed.' on update with an empty list", () => {
    expect(saveErrorMessages(normalizeError(500, { message: 'boom' }), 'update')).toEqual({
      key: 'common.operationFailed',
    });
    expect(en['common.operationFailed']).toBe('Operation failed.');
  });
  it('falls back to the message on create', () => {
    expect(saveErrorMessages(normalizeError(409, { message: 'Company exists' }), 'create')).toEqual({
      lines: ['Company exists'],
    });
    expect(saveErrorMessages(normalizeError(0, undefined), 'create')).toEqual({
      key: 'common.somethingWentWrong',
    });
  });
});

describe('isAllowedLogo', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.jpg', type: 'image/jpeg' }, true],
    [{ name: 'a.webp', type: 'image/webp' }, true],
    [{ name: 'a.gif', type: 'image/gif' }, false],
    [{ name: 'a.svg', type: 'image/svg+xml' }, false],
    [{ name: 'A.JPEG', type: '' }, true],
    [{ name: 'a.pdf', type: '' }, false],
  ])('%j', (file, expected) => {
    expect(isAllowedLogo(file)).toBe(expected);
  });
});
