import { SELFIE_ISSUES, type SelfieIssue } from './selfieRules';
import {
  FRAMES_TO_CHANGE,
  hintChanged,
  LIVE_HINT_TEXT,
  liveHintOf,
  MIN_FRAME_INTERVAL_MS,
  nextHint,
  NO_HINT,
  pauseAfter,
  startFrameLoop,
  type FrameLoopClock,
  type HintState,
  type LiveHint,
} from './liveGuide';

describe('live selfie guidance (issue 30)', () => {
  it('turns a frame issue into its hint, and no issue into "looks good"', () => {
    expect(liveHintOf(null)).toBe('ready');
    for (const issue of SELFIE_ISSUES) expect(liveHintOf(issue)).toBe(issue);
    expect(LIVE_HINT_TEXT).toMatchObject({
      noFace: 'capture.live.noFace',
      tooSmall: 'capture.live.tooSmall',
      multipleFaces: 'capture.live.multipleFaces',
      notFrontal: 'capture.live.notFrontal',
      tooDark: 'capture.live.tooDark',
      ready: 'capture.live.ready',
    });
  });

  it('shows the first hint at once and changes it only after the new one held for two frames', () => {
    expect(FRAMES_TO_CHANGE).toBe(2);
    const shown: (LiveHint | null)[] = [];
    let announced = 0;
    let state: HintState = NO_HINT;
    for (const hint of [
      'noFace',
      'noFace',
      'tooSmall', // one frame: not yet
      'noFace',
      'tooSmall',
      'tooSmall', // held: changes
      'tooSmall',
      'ready',
      'notFrontal', // two different hints in a row are not "held"
      'ready',
      'ready',
    ] as LiveHint[]) {
      const next = nextHint(state, hint);
      if (hintChanged(state, next)) announced++;
      state = next;
      shown.push(state.shown);
    }
    expect(shown).toEqual([
      'noFace',
      'noFace',
      'noFace',
      'noFace',
      'noFace',
      'tooSmall',
      'tooSmall',
      'tooSmall',
      'tooSmall',
      'tooSmall',
      'ready',
    ]);
    // Announced: the first hint, then each change; never a repeat of the hint on screen.
    expect(announced).toBe(3);
  });

  it('returns the same state when a frame confirms what is shown (nothing re-renders)', () => {
    const state = nextHint(NO_HINT, 'ready');
    expect(nextHint(state, 'ready')).toBe(state);
  });

  it('pauses a few hundred ms between frames, longer on a slow device', () => {
    expect(pauseAfter(0)).toBe(MIN_FRAME_INTERVAL_MS);
    expect(pauseAfter(60)).toBe(MIN_FRAME_INTERVAL_MS - 60);
    expect(pauseAfter(400)).toBe(600);
  });

  /** A clock the test moves by hand. */
  function manualClock() {
    let now = 0;
    let timers: { at: number; run: () => void; id: number }[] = [];
    let nextId = 1;
    const clock: FrameLoopClock = {
      now: () => now,
      setTimeout: (run, ms) => {
        const id = nextId++;
        timers.push({ at: now + ms, run, id });
        return id;
      },
      clearTimeout: (id) => {
        timers = timers.filter((t) => t.id !== id);
      },
    };
    const advance = async (ms: number) => {
      const until = now + ms;
      const settle = async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve();
      };
      for (;;) {
        // Let a settled examination schedule the next frame.
        await settle();
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > until) break;
        timers.shift();
        now = due.at;
        due.run();
      }
      await settle();
      now = until;
    };
    return { clock, advance, pending: () => timers.length, setNow: (ms: number) => (now = ms) };
  }

  it('never has two examinations in flight, paces them, reports only changes, and stops', async () => {
    const { clock, advance, pending } = manualClock();
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const answers: (SelfieIssue | null | undefined)[] = [undefined, 'noFace', 'noFace', null, null, null];
    const resolvers: (() => void)[] = [];
    const examine = () => {
      calls++;
      inFlight++;
      most = Math.max(most, inFlight);
      const answer = answers[Math.min(calls - 1, answers.length - 1)];
      return new Promise<SelfieIssue | null | undefined>((resolve) =>
        resolvers.push(() => {
          inFlight--;
          resolve(answer);
        }),
      );
    };
    const hints: LiveHint[] = [];
    const loop = startFrameLoop(examine, (h) => hints.push(h), clock);

    await advance(0);
    expect(calls).toBe(1);
    expect(loop.inFlight()).toBe(true);
    // However long the examination takes, no second one starts meanwhile.
    await advance(5000);
    expect(calls).toBe(1);
    expect(pending()).toBe(0);

    // It took 5 s: a slow device, so the next waits 1.5 × that.
    resolvers.shift()!();
    await advance(0);
    expect(pending()).toBe(1);
    await advance(7499);
    expect(calls).toBe(1);
    await advance(1);
    expect(calls).toBe(2);

    // Fast answers: one frame about every MIN_FRAME_INTERVAL_MS.
    for (let i = 0; i < 4; i++) {
      await advance(20);
      resolvers.shift()!();
      await advance(MIN_FRAME_INTERVAL_MS - 20);
    }
    expect(calls).toBe(6);
    expect(most).toBe(1);
    // No frame (undefined) says nothing; noFace shown at once; "ready" after two frames; repeats are silent.
    expect(hints).toEqual(['noFace', 'ready']);

    loop.stop();
    resolvers.shift()!();
    await advance(10_000);
    expect(calls).toBe(6);
    expect(pending()).toBe(0);
    expect(hints).toEqual(['noFace', 'ready']);
  });

  it('keeps going after an examination fails', async () => {
    const { clock, advance } = manualClock();
    let calls = 0;
    const hints: LiveHint[] = [];
    const loop = startFrameLoop(
      async () => {
        calls++;
        if (calls === 1) throw new Error('detector hiccup');
        return 'tooDark';
      },
      (h) => hints.push(h),
      clock,
    );
    await advance(1000);
    expect(calls).toBeGreaterThan(2);
    expect(hints).toEqual(['tooDark']);
    loop.stop();
  });
});
