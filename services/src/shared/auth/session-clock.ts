/**
 * The clock of session timings (idle timeout, absolute lifetime, activity). One module value, like the
 * verified-session cache, so that API and browser tests can move the server's time forward
 * (`sessionClock.shift(ms)`) instead of waiting out a 30-minute timeout. Product code only reads it.
 */
export class SessionClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Tests only: the server's session time runs `ms` ahead of the wall clock from now on. */
  shift(ms: number): void {
    this.offsetMs += ms;
  }

  /** Tests only: back to the wall clock. */
  reset(): void {
    this.offsetMs = 0;
  }
}

export const sessionClock = new SessionClock();
