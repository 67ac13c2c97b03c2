import { formatFieldErrors, isApiError } from '../../app/apiError';
import type { MessageKey } from '../../i18n/en';
import type { Translate } from '../../i18n/translate';
import { MAX_LENGTH, PASSWORD_MIN, emailError, type Errors } from '../auth/validation';
import type { AdminForm } from './companyTypes';

export function validateCompany(values: { name: string }): Errors<'name'> {
  if (!values.name.trim()) return { name: 'validation.required' };
  if (values.name.length > MAX_LENGTH) return { name: 'validation.max255' };
  return {};
}

/** Spec §5 admin form; the password exists on create only. */
export function validateAdmin(values: AdminForm, mode: 'create' | 'update'): Errors<keyof AdminForm> {
  const errors: Errors<keyof AdminForm> = {};
  if (!values.name.trim()) errors.name = 'validation.required';
  else if (values.name.length > MAX_LENGTH) errors.name = 'validation.max255';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (mode === 'create') {
    if (!values.password) errors.password = 'validation.required';
    else if (values.password.length < PASSWORD_MIN) errors.password = 'validation.min8';
    else if (values.password.length > MAX_LENGTH) errors.password = 'validation.max255';
  }
  return errors;
}

/** What a failed save shows: the '[field] message' list, else on update 'Operation failed.', else the message. */
export function saveErrorMessages(
  error: unknown,
  mode: 'create' | 'update',
): { lines: string[] } | { key: MessageKey } {
  if (isApiError(error) && error.errors.length > 0) return { lines: formatFieldErrors(error.errors) };
  if (mode === 'update') return { key: 'common.operationFailed' };
  if (isApiError(error) && error.message) return { lines: [error.message] };
  return { key: 'common.somethingWentWrong' };
}

/** saveErrorMessages as the lines a form dialog lists. */
export function saveErrorLines(error: unknown, mode: 'create' | 'update', t: Translate): string[] {
  const result = saveErrorMessages(error, mode);
  return 'lines' in result ? result.lines : [t(result.key)];
}

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** PNG, JPEG or WebP by MIME type, or by extension when the browser reports none. */
export function isAllowedLogo(file: { name: string; type: string }): boolean {
  if (file.type) return (LOGO_TYPES as readonly string[]).includes(file.type);
  return /\.(png|jpe?g|webp)$/i.test(file.name);
}
