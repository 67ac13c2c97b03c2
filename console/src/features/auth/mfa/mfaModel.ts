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
