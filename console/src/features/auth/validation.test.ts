import { en } from '../../i18n/en';
import {
  newPasswordError,
  passwordChecks,
  validateChangePassword,
  validateNewPassword,
  validateSignIn,
} from './validation';

const text = (key: keyof typeof en | undefined) => (key ? en[key] : undefined);

describe('sign-in rules (spec §5)', () => {
  it.each([
    ['', 'x', 'Email is required', undefined],
    ['nope', 'x', 'Must be a valid email', undefined],
    ['a@b.co', '', undefined, 'Password is required'],
    [`${'a'.repeat(250)}@b.com`, 'x', 'Must be at most 255 characters', undefined],
    ['a@b.co', 'p'.repeat(256), undefined, 'Must be at most 255 characters'],
    ['a@b.co', 'secret', undefined, undefined],
  ])('%s / %s', (email, password, emailMessage, passwordMessage) => {
    const errors = validateSignIn({ email, password });
    expect(text(errors.email)).toBe(emailMessage);
    expect(text(errors.password)).toBe(passwordMessage);
  });
});

describe('new password rules', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab!', 'Must be at least 8 characters'],
    [`Ab!${'x'.repeat(253)}`, 'Must be at most 255 characters'],
    ['abcdefg!', 'Must contain at least one uppercase letter'],
    ['ABCDEFG!', 'Must contain at least one lowercase letter'],
    ['Abcdefgh', expect.stringMatching(/^Must contain at least one special character/)],
    ['Abcdefg!', undefined],
  ])('%s', (value, message) => {
    expect(text(newPasswordError(value))).toEqual(message);
  });

  it('reports each requirement for the list', () => {
    expect(passwordChecks('abc')).toEqual({ length: false, upper: false, lower: true, special: false });
    expect(passwordChecks('Abcdefg#')).toEqual({ length: true, upper: true, lower: true, special: true });
  });

  it('applies the rules to confirm_password and checks equality', () => {
    expect(validateNewPassword({ password: 'Abcdefg!', confirm_password: '' })).toEqual({
      confirm_password: 'validation.passwordRequired',
    });
    expect(
      text(validateNewPassword({ password: 'Abcdefg!', confirm_password: 'Abcdefg?' }).confirm_password),
    ).toBe("Password doesn't matched");
    expect(validateNewPassword({ password: 'Abcdefg!', confirm_password: 'Abcdefg!' })).toEqual({});
  });
});

describe('change password rules', () => {
  it('checks the current password', () => {
    expect(
      text(
        validateChangePassword({ currentPassword: '', password: 'Abcdefg!', confirmpassword: 'Abcdefg!' })
          .currentPassword,
      ),
    ).toBe('Current Password is Required!');
    expect(
      text(
        validateChangePassword({ currentPassword: 'ab', password: 'Abcdefg!', confirmpassword: 'Abcdefg!' })
          .currentPassword,
      ),
    ).toBe('Must be greater then 3 characters');
  });
  it('requires confirm to equal new', () => {
    expect(
      text(
        validateChangePassword({ currentPassword: 'old1', password: 'Abcdefg!', confirmpassword: 'x' })
          .confirmpassword,
      ),
    ).toBe("Password doesn't matched");
    expect(
      validateChangePassword({ currentPassword: 'old1', password: 'Abcdefg!', confirmpassword: 'Abcdefg!' }),
    ).toEqual({});
  });
});
