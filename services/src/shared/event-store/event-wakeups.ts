import { ChannelListener } from '../database/channel-listener';

/** The channel migration 055's trigger notifies on when a transaction that appended events commits. */
export const EVENTS_APPENDED_CHANNEL = 'verifydesk_events_appended';

/** How close together a reader's woken passes may start (see `reader`). */
export const READER_GATHER_MS = 50;

/** One reader's view of the wake-ups: an append it has not yet seen wakes its next wait at once. */
export interface Wakeup {
  /**
   * Resolves at the next committed append (at once if one came since the last wait), or after
   * `idleMs` while notices are heard, or after `pollMs` while they are not (the old polling).
   */
  next(idleMs: number, pollMs: number): Promise<void>;
  /** Ends a wait in progress (stopping). */
  cancel(): void;
}

/** Where a worker gets its reader's wake-ups (EventWakeups, or nothing: it polls). */
export type WakeupSource = Pick<EventWakeups, 'reader'>;

interface ReaderState {
  /** A notice came while the reader was busy: its next wait ends at once. */
  pending: boolean;
  /** Ends the wait in progress. */
  wake?: () => void;
  /** The types it reads; null: all. */
  handles: ReadonlySet<string> | null;
}

/**
 * Wakes the event store's readers (async projections, the webhook dispatcher) when events are
 * appended, instead of each polling the database several times a second: idle, that polling was
 * about 6 % of a core for the product and PostgreSQL together. One LISTEN connection per process
 * (ChannelListener); while it is down, readers poll as before, and it reconnects every second.
 */
export class EventWakeups {
  private readonly readers = new Set<ReaderState>();
  private readonly listener: ChannelListener;
  private listening = false;

  constructor(databaseUrl: string) {
    this.listener = new ChannelListener(
      databaseUrl,
      EVENTS_APPENDED_CHANNEL,
      {
        // The types the append named (migration 098); none (an older server's notice) wakes everyone.
        notice: (payload) => this.notify(payload ? payload.split(',') : null),
        listening: () => {
          this.listening = true;
          // Appends made before LISTEN took effect have no notice of their own.
          this.notify(null);
        },
        lost: () => {
          this.listening = false;
          // Whatever was appended meanwhile is read at the readers' next (polling) pass.
          this.notify(null);
        },
      },
      'polling until back',
    );
  }

  start(): void {
    void this.listener.start();
  }

  /**
   * @param handles the event types the reader reads (its projections' `handles`): a notice naming
   *   none of them does not wake it; null wakes it at every append.
   * @param gatherMs a pass woken by a notice starts no sooner than this after the previous pass
   *   began: appends that come close together (staff deciding one item after another) are read by
   *   one pass instead of one each, a pass being a transaction of several statements per projection
   *   (docs/performance.md, "Twenty-eighth session"). A reader idle for longer starts at once.
   */
  reader(handles: readonly string[] | null, gatherMs = READER_GATHER_MS): Wakeup {
    const state: ReaderState = { pending: false, handles: handles && new Set(handles) };
    this.readers.add(state);
    let lastPass = -Infinity;
    /** Resolves `resolve` now, or when the gather time since the last pass is over. */
    const pass = (resolve: () => void) => {
      const wait = lastPass + gatherMs - performance.now();
      const go = () => {
        lastPass = performance.now();
        resolve();
      };
      if (wait > 0) setTimeout(go, wait);
      else go();
    };
    return {
      next: (idleMs, pollMs) => {
        if (state.pending) {
          state.pending = false;
          return new Promise<void>(pass);
        }
        return new Promise<void>((resolve) => {
          const timer = setTimeout(done, this.listening ? idleMs : pollMs);
          function done() {
            clearTimeout(timer);
            state.wake = undefined;
            pass(resolve);
          }
          state.wake = done;
        });
      },
      cancel: () => state.wake?.(),
    };
  }

  async stop(): Promise<void> {
    this.listening = false;
    for (const reader of this.readers) reader.wake?.();
    await this.listener.stop();
  }

  /** Wakes the readers of any of `types` (every reader when null). */
  private notify(types: readonly string[] | null): void {
    for (const reader of this.readers) {
      if (types && reader.handles && !types.some((t) => reader.handles!.has(t))) continue;
      if (reader.wake) reader.wake();
      else reader.pending = true;
    }
  }
}
