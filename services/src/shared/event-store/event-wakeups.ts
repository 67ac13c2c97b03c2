import { ChannelListener } from '../database/channel-listener';

/** The channel migration 055's trigger notifies on when a transaction that appended events commits. */
export const EVENTS_APPENDED_CHANNEL = 'verifydesk_events_appended';

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

/**
 * Wakes the event store's readers (async projections, the webhook dispatcher) when events are
 * appended, instead of each polling the database several times a second: idle, that polling was
 * about 6 % of a core for the product and PostgreSQL together. One LISTEN connection per process
 * (ChannelListener); while it is down, readers poll as before, and it reconnects every second.
 */
export class EventWakeups {
  private readonly readers = new Set<{ pending: boolean; wake?: () => void }>();
  private readonly listener: ChannelListener;
  private listening = false;

  constructor(databaseUrl: string) {
    this.listener = new ChannelListener(
      databaseUrl,
      EVENTS_APPENDED_CHANNEL,
      {
        notice: () => this.notify(),
        listening: () => {
          this.listening = true;
          // Appends made before LISTEN took effect have no notice of their own.
          this.notify();
        },
        lost: () => {
          this.listening = false;
          // Whatever was appended meanwhile is read at the readers' next (polling) pass.
          this.notify();
        },
      },
      'polling until back',
    );
  }

  start(): void {
    void this.listener.start();
  }

  reader(): Wakeup {
    const state: { pending: boolean; wake?: () => void } = { pending: false };
    this.readers.add(state);
    return {
      next: (idleMs, pollMs) => {
        if (state.pending) {
          state.pending = false;
          return Promise.resolve();
        }
        return new Promise<void>((resolve) => {
          const timer = setTimeout(done, this.listening ? idleMs : pollMs);
          function done() {
            clearTimeout(timer);
            state.wake = undefined;
            resolve();
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

  private notify(): void {
    for (const reader of this.readers) {
      if (reader.wake) reader.wake();
      else reader.pending = true;
    }
  }
}
