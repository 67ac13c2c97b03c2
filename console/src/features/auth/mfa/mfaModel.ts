import type { MessageKey } from '../../../i18n/en';

/** What is wrong with a typed authenticator code before it is sent, or null (spaces are allowed). */
export function codeProblem(code: string): MessageKey | null {
  const digits = code.replace(/\s/g, '');
  if (!digits) return 'mfa.codeRequired';
  return /^\d{6}$/.test(digits) ? null : 'mfa.codeFormat';
}

/** A factor's name on screen: the owner's label, else its kind. */
export function factorName(
  factor: { kind: 'totp' | 'passkey'; label: string },
  t: (key: MessageKey) => string,
): string {
  return factor.label || t(factor.kind === 'totp' ? 'mfa.kind.totp' : 'mfa.kind.passkey');
}

/**
 * What the re-authentication field holds: six digits are an authenticator code (no password the
 * product accepts is six digits), anything else the password; null when empty.
 */
export function reauthProof(typed: string): { code: string } | { password: string } | null {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return { code: digits };
  return typed ? { password: typed } : null;
}

/** Whether the session may still change factors: the server's seconds left, counted from when it answered. */
export function stillFresh(secondsLeft: number, answeredAt: number | undefined, now = Date.now()): boolean {
  if (!secondsLeft || answeredAt === undefined) return false;
  // A few seconds' margin: the change itself must reach the server inside the window.
  return answeredAt + (secondsLeft - 5) * 1000 > now;
}
