import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is stored: a database copy cannot open a link. */
export function newCaptureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCaptureToken(token) };
}

export function hashCaptureToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as issued: 43 base64url characters. Anything else is refused before a lookup. */
export const CAPTURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
