import type { MessageKey } from '../../i18n/en';

/** Field name → message key of the first failed rule; absent when the field is valid. */
export type Errors<F extends string> = Partial<Record<F, MessageKey>>;

export const MAX_LENGTH = 255;
export const PASSWORD_MIN = 8;
export const CURRENT_PASSWORD_MIN = 3;
/** The fixed set of special characters a new password must draw from (spec §5). */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Email rules shared by sign-in and the admin form. */
export function emailError(value: string): MessageKey | undefined {
  if (!value.trim()) return 'validation.emailRequired';
  if (value.length > MAX_LENGTH) return 'validation.max255';
  if (!isValidEmail(value)) return 'validation.emailInvalid';
  return undefined;
}

/** Which of the new-password requirements a candidate meets (drives the requirement list). */
export function passwordChecks(value: string) {
  return {
    length: value.length >= PASSWORD_MIN && value.length <= MAX_LENGTH,
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
    special: [...value].some((c) => SPECIAL_CHARACTERS.includes(c)),
  };
}

/** New-password rules, in the order the spec lists them. */
export function newPasswordError(value: string): MessageKey | undefined {
  if (!value) return 'validation.passwordRequired';
  if (value.length < PASSWORD_MIN) return 'validation.min8';
  if (value.length > MAX_LENGTH) return 'validation.max255';
  const checks = passwordChecks(value);
  if (!checks.upper) return 'validation.uppercase';
  if (!checks.lower) return 'validation.lowercase';
  if (!checks.special) return 'validation.special';
  return undefined;
}

export function validateSignIn(values: { email: string; password: string }): Errors<'email' | 'password'> {
  const errors: Errors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'validation.passwordRequired';
  else if (values.password.length > MAX_LENGTH) errors.password = 'validation.max255';
  return errors;
}

/** The forced new-password screen applies the same rules to both fields, plus equality. */
export function validateNewPassword(values: {
  password: string;
  confirm_password: string;
}): Errors<'password' | 'confirm_password'> {
  const errors: Errors<'password' | 'confirm_password'> = {};
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  const confirm = newPasswordError(values.confirm_password);
  if (confirm) errors.confirm_password = confirm;
  else if (values.confirm_password !== values.password) errors.confirm_password = 'validation.mismatch';
  return errors;
}

export function validateChangePassword(values: {
  currentPassword: string;
  password: string;
  confirmpassword: string;
}): Errors<'currentPassword' | 'password' | 'confirmpassword'> {
  const errors: Errors<'currentPassword' | 'password' | 'confirmpassword'> = {};
  if (!values.currentPassword) errors.currentPassword = 'validation.currentRequired';
  else if (values.currentPassword.length < CURRENT_PASSWORD_MIN)
    errors.currentPassword = 'validation.currentMin';
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (!values.confirmpassword) errors.confirmpassword = 'validation.passwordRequired';
  else if (values.confirmpassword !== values.password) errors.confirmpassword = 'validation.mismatch';
  return errors;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
