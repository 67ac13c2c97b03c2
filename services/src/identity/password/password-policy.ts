import { dictionary } from '@zxcvbn-ts/language-common';
import { FieldError } from '../../shared/domain/domain-error';
import { localized, type Localized } from '../../shared/i18n';

/** The fixed set of special characters the spec's rule refers to. */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';
const SPECIAL = new RegExp(`[${SPECIAL_CHARACTERS.replace(/[\\\]\-^]/g, '\\$&')}]`);

// ~49k passwords seen in breaches (zxcvbn-ts' list); checked lower-cased and with the digits and
// symbols people tack on at the end removed, so "Password1!" counts as "password".
const COMMON = new Set<string>(dictionary['passwords-common'] as string[]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, '');
  return COMMON.has(lower) || (stem.length >= 4 && COMMON.has(stem));
}

/** Spec section 5's rules and messages for a new password, plus a refusal of common passwords. */
export function passwordProblems(password: string, field = 'password'): FieldError[] {
  const problem = (message: Localized): FieldError[] => [{ field, message }];
  if (!password) return problem(localized('error.passwordRequired'));
  if (password.length < 8) return problem(localized('error.minLength', { min: 8 }));
  if (password.length > 255) return problem(localized('error.maxLength', { max: 255 }));
  if (!/[A-Z]/.test(password)) return problem(localized('error.passwordUppercase'));
  if (!/[a-z]/.test(password)) return problem(localized('error.passwordLowercase'));
  if (!SPECIAL.test(password))
    return problem(localized('error.passwordSpecial', { characters: SPECIAL_CHARACTERS }));
  if (isCommonPassword(password)) return problem(localized('error.passwordCommon'));
  return [];
}

/** New password plus its confirmation ('Password doesn't matched', spelling as the spec). */
export function newPasswordProblems(password: string, confirm: string, confirmField: string): FieldError[] {
  const problems = passwordProblems(password);
  if (password !== confirm)
    problems.push({ field: confirmField, message: localized('error.passwordsDiffer') });
  return problems;
}

/**
 * A new password must differ from the one it replaces: the own change (the current password typed
 * again) and the forced change after a first sign-in or an administrator's reset (the default or
 * temporary password kept) alike.
 */
export function unchangedPasswordProblems(unchanged: boolean): FieldError[] {
  return unchanged ? [{ field: 'password', message: localized('error.newPasswordSame') }] : [];
}
