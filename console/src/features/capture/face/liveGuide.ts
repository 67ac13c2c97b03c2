import type { MessageKey } from '../../../i18n/en';
import type { SelfieIssue } from './selfieRules';

/**
 * The pure part of the live selfie guidance (issue 30): what one preview frame's issue tells the
 * applicant, when the hint on screen (and so the polite live region) changes, and how often a frame
 * is examined. No DOM here: LiveSelfie.tsx wires it to the camera and the detector.
 */

/** What the live hint can say: the first thing to fix in the frame, or that it looks usable. */
export type LiveHint = SelfieIssue | 'ready';

export const LIVE_HINT_TEXT: Record<LiveHint, MessageKey> = {
  noFace: 'capture.live.noFace',
  multipleFaces: 'capture.live.multipleFaces',
  tooSmall: 'capture.live.tooSmall',
  notFrontal: 'capture.live.notFrontal',
  tooDark: 'capture.live.tooDark',
  tooBright: 'capture.live.tooBright',
  // Never seen on the device (sharpness is left to the server), kept for a complete table.
  blurry: 'capture.live.blurry',
  ready: 'capture.live.ready',
};

/** A frame's issue (null: usable as far as the device can tell) → the hint. */
export const liveHintOf = (issue: SelfieIssue | null): LiveHint => issue ?? 'ready';

/**
 * The hint on screen changes only when a new one was seen on this many frames in a row, so a face
 * that the detector loses for one frame does not make the hint (and a screen reader) flicker.
 */
export const FRAMES_TO_CHANGE = 2;

export interface HintState {
  /** The hint on screen (and in the live region), null before the first frame was read. */
  shown: LiveHint | null;
  /** A different hint seen on the latest frames, and on how many in a row. */
  candidate: LiveHint | null;
  seen: number;
}

export const NO_HINT: HintState = { shown: null, candidate: null, seen: 0 };

/**
 * The state after one more frame. The first hint shows at once; a change needs FRAMES_TO_CHANGE
 * frames in a row. The same object comes back when nothing on screen changes (React then renders
 * nothing and the live region announces nothing).
 */
export function nextHint(state: HintState, hint: LiveHint): HintState {
  if (state.shown === null) return { shown: hint, candidate: null, seen: 0 };
  if (hint === state.shown) return state.candidate === null ? state : { ...state, candidate: null, seen: 0 };
  const seen = hint === state.candidate ? state.seen + 1 : 1;
  if (seen >= FRAMES_TO_CHANGE) return { shown: hint, candidate: null, seen: 0 };
  return { shown: state.shown, candidate: hint, seen };
}

/** Whether going from one state to the next changes what is shown (and so what is announced). */
export const hintChanged = (before: HintState, after: HintState) => before.shown !== after.shown;

/** At most this often (a few frames a second)… */
export const MIN_FRAME_INTERVAL_MS = 300;
/** …and on a slow phone, a pause at least this many times as long as the last examination took. */
export const SLOW_DEVICE_FACTOR = 1.5;

/** How long to wait before starting the next examination, given how long the last one took. */
export const pauseAfter = (lastDurationMs: number) =>
  Math.max(MIN_FRAME_INTERVAL_MS - lastDurationMs, Math.round(lastDurationMs * SLOW_DEVICE_FACTOR), 0);

export interface FrameLoopClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: FrameLoopClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Examines frames one after the other, never two at once: the next examination is scheduled only
 * when the previous one has settled, after `pauseAfter` its duration. `examine` resolves to the
 * frame's issue, or `undefined` when there was no frame to read (the video not playing yet, the
 * page hidden); `onHint` hears only hints that change what is shown. `stop()` ends it; an
 * examination still running then is ignored.
 */
export function startFrameLoop(
  examine: () => Promise<SelfieIssue | null | undefined>,
  onHint: (hint: LiveHint) => void,
  clock: FrameLoopClock = realClock,
): { stop(): void; inFlight(): boolean } {
  let state = NO_HINT;
  let stopped = false;
  let running = false;
  let timer: unknown = null;
  const tick = async () => {
    timer = null;
    if (stopped) return;
    running = true;
    const started = clock.now();
    let issue: SelfieIssue | null | undefined;
    try {
      issue = await examine();
    } catch {
      issue = undefined;
    }
    running = false;
    if (stopped) return;
    if (issue !== undefined) {
      const next = nextHint(state, liveHintOf(issue));
      const changed = hintChanged(state, next);
      state = next;
      if (changed && next.shown) onHint(next.shown);
    }
    timer = clock.setTimeout(() => void tick(), pauseAfter(clock.now() - started));
  };
  timer = clock.setTimeout(() => void tick(), 0);
  return {
    stop: () => {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
    inFlight: () => running,
  };
}
