const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A lower-case DNS name with at least two labels ("northfield.edu"). */
export function isEmailDomain(value: string): boolean {
  return HOSTNAME.test(value);
}

/** The lower-cased domain of an e-mail address, or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return isEmailDomain(domain) ? domain : null;
}
