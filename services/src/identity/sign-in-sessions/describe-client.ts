import Bowser from 'bowser';

/**
 * The short description the session list shows ("Chrome, Windows"): enough for a user to recognise
 * their own devices, and all that is kept of the User-Agent header (no versions, no build details).
 */
export function describeClient(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parser = Bowser.getParser(userAgent.slice(0, 512));
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  // Names only, joined without words, so the description reads the same in every language.
  if (browser && os) return `${browser}, ${os}`.slice(0, 80);
  return (browser || os || null)?.slice(0, 80) ?? null;
}
