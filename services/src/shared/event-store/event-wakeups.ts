import { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** The channel migration 055's trigger notifies on when a transaction that appended events commits. */
export const EVENTS_APPENDED_CHANNEL = 'verifydesk_events_appended';
const RETRY_MS = 1_000;

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
 * about 6 % of a core for the product and PostgreSQL together. One LISTEN connection per process;
 * while it is down, readers poll as before, and it reconnects every second.
 */
export class EventWakeups {
  private readonly logger = new Logger('EventWakeups');
  private readonly readers = new Set<{ pending: boolean; wake?: () => void }>();
  private client?: Client;
  private listening = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(private readonly databaseUrl: string) {}

  start(): void {
    void this.connect();
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
    this.stopped = true;
    clearTimeout(this.retry);
    this.listening = false;
    for (const reader of this.readers) reader.wake?.();
    await this.client?.end().catch(() => undefined);
  }

  private notify(): void {
    for (const reader of this.readers) {
      if (reader.wake) reader.wake();
      else reader.pending = true;
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      client.end().catch(() => undefined);
      // Whatever was appended meanwhile is read at the readers' next (polling) pass.
      this.notify();
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), RETRY_MS);
    };
    client.on('error', (error) => {
      this.logger.warn(`append notices lost, polling until back: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    client.on('notification', () => this.notify());
    try {
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
      if (this.client !== client) return;
      this.listening = true;
      // Appends made before LISTEN took effect have no notice of their own.
      this.notify();
    } catch (error) {
      if (!this.stopped) this.logger.warn(`cannot listen for appends yet: ${(error as Error).message}`);
      lost();
    }
  }
}
