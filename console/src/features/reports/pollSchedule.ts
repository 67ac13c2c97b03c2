/**
 * How often the console asks whether a report is ready (docs/performance.md). A warm renderer makes
 * most PDFs in a few hundred ms, so the first seconds are polled quickly; after that, the old pace.
 * scripts/bench/reports.ts polls on the same schedule, so its figures are what a user waits.
 */
export const FAST_POLL_MS = 50;
export const FAST_POLL_FOR_MS = 3000;
export const SLOW_POLL_MS = 1000;

/** The pause before the next status request, `elapsedMs` after the report was requested. */
export function pollDelay(elapsedMs: number): number {
  return elapsedMs < FAST_POLL_FOR_MS ? FAST_POLL_MS : SLOW_POLL_MS;
}
