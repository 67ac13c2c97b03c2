import { generateSync } from 'otplib';

/**
 * TOTP codes as an authenticator app computes them (otplib, RFC 6238: 30 s, SHA-1, 6 digits). The
 * product accepts each time step once per factor, so a test that signs in again asks for a step after
 * the last one it used (at most one ahead of now, inside the product's window).
 */
export class TotpApp {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  /** A code the product has not seen yet from this app. */
  freshCode(): string {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, this.lastStep + 1);
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: step * 30 });
  }

  /** The code last handed out, again (a replay). */
  lastCode(): string {
    return generateSync({ secret: this.secret, epoch: this.lastStep * 30 });
  }
}
