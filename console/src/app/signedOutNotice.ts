/**
 * Why the user was signed out (idle timeout, session lifetime, a session ended elsewhere), kept in
 * sessionStorage across the reload to the sign-in page, which shows it once. Not in localStorage:
 * it is for this tab only and must not outlive it.
 */
const KEY = 'signedOutNotice';

export function rememberSignedOutNotice(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Storage unavailable: the sign-in page simply shows no notice.
  }
}

export function takeSignedOutNotice(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}

/** The header that marks a request the user did not make (polling, reads): it does not keep a session alive. */
export const BACKGROUND_HEADER = 'X-Session-Activity';
