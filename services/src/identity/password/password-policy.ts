import { dictionary } from '@zxcvbn-ts/language-common';
import { FieldError } from '../../shared/domain/domain-error';

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
  const problem = (message: string): FieldError[] => [{ field, message }];
  if (!password) return problem('Password is required');
  if (password.length < 8) return problem('Must be at least 8 characters');
  if (password.length > 255) return problem('Must be at most 255 characters');
  if (!/[A-Z]/.test(password)) return problem('Must contain at least one uppercase letter');
  if (!/[a-z]/.test(password)) return problem('Must contain at least one lowercase letter');
  if (!SPECIAL.test(password))
    return problem(`Must contain at least one special character (${SPECIAL_CHARACTERS})`);
  if (isCommonPassword(password))
    return problem('This password is too common. Choose a less predictable one.');
  return [];
}

/** New password plus its confirmation ('Password doesn't matched', spelling as the spec). */
export function newPasswordProblems(password: string, confirm: string, confirmField: string): FieldError[] {
  const problems = passwordProblems(password);
  if (password !== confirm) problems.push({ field: confirmField, message: "Password doesn't matched" });
  return problems;
}
