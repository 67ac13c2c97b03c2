import { isApiError } from '../../app/apiError';
import type { MessageKey } from '../../i18n/en';

/** Either a dictionary key or the server's own text, shown as-is. */
export type UserMessage = { key: MessageKey } | { text: string };

/** The server puts this code in its message when the current password is wrong. */
export const INVALID_CURRENT_PASSWORD = 'INVALID_CURRENT_PASSWORD';

/** Spec §8 password-change rows: code → fixed text; network failure; other server text as-is; fallback. */
export function passwordChangeError(error: unknown): UserMessage {
  if (!isApiError(error)) return { key: 'profile.genericError' };
  if (error.message.includes(INVALID_CURRENT_PASSWORD) || error.code === INVALID_CURRENT_PASSWORD)
    return { key: 'profile.wrongCurrent' };
  if (error.httpStatus === 0) return { key: 'common.somethingWentWrong' };
  if (error.message) return { text: error.message };
  return { key: 'profile.genericError' };
}
