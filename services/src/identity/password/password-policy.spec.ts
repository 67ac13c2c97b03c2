import {
  isCommonPassword,
  newPasswordProblems,
  passwordProblems,
  unchangedPasswordProblems,
} from './password-policy';
import { render } from '../../shared/i18n';
import { inEnglish } from '../../shared/i18n/in-english';

describe('password policy (spec section 5)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab!1', 'Must be at least 8 characters'],
    ['A!' + 'a'.repeat(254), 'Must be at most 255 characters'],
    ['lowercase!only', 'Must contain at least one uppercase letter'],
    ['UPPERCASE!ONLY', 'Must contain at least one lowercase letter'],
    ['NoSpecialChars1', 'Must contain at least one special character'],
    ['Password1!', 'This password is too common'],
  ])('refuses %j with "%s"', (password, message) => {
    expect(inEnglish(passwordProblems(password)[0].message)).toContain(message);
  });

  it('accepts a long, mixed password that is not in the breach list', () => {
    expect(passwordProblems('Ledger!Quartz7Harbor')).toEqual([]);
  });

  it('treats a common word with digits and symbols tacked on as common', () => {
    expect(isCommonPassword('Dragon2024!!')).toBe(true);
    expect(isCommonPassword('Vt9!kq-Lmw2')).toBe(false);
  });

  it('reports a confirmation mismatch as the spec words it', () => {
    expect(inEnglish(newPasswordProblems('Ledger!Quartz7Harbor', 'other', 'confirm_password'))).toEqual([
      { field: 'confirm_password', message: "Password doesn't matched" },
    ]);
  });

  it("refuses a new password that is the one it replaces, on the field password, in the reader's language", () => {
    expect(unchangedPasswordProblems(false)).toEqual([]);
    const [problem] = unchangedPasswordProblems(true);
    expect(problem.field).toBe('password');
    expect(render('en', problem.message)).toBe('The new password must differ from the current one');
    expect(render('fr', problem.message)).toBe('Le nouveau mot de passe doit être différent de l’actuel');
  });
});
