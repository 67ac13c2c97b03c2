import { generateSecret, generateURI, verifySync } from 'otplib';

/** One period either side of now: a phone's clock a little off, or a code typed as it turned over. */
const TOLERANCE_SECONDS = 30;

/** A fresh secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32 for the apps. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What the QR code holds, for the authenticator app (the account's email names the entry there). */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: 'VerifyDesk', label: accountName, secret });
}

/**
 * The RFC 6238 time step (30 s, SHA-1, 6 digits, what every authenticator app shows) a code belongs
 * to, or null when it matches none within one step of now. The caller refuses a step at or before the
 * last one used with the factor, so each code is accepted once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
