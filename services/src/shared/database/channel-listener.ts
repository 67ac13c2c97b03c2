import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RETRY_MS = 1_000;

export interface ChannelEvents {
  /** A notice on the channel (its payload, '' when none). */
  notice(payload: string): void;
  /** LISTEN is in place (at start and after each reconnection). */
  listening(): void;
  /** The connection is gone; a new one is tried every second until stop(). */
  lost(): void;
}

/**
 * One PostgreSQL connection LISTENing on one channel, reconnected every second after it is lost,
 * until stop(). Used where a process must hear of commits made anywhere: the verified-session cache
 * (auth-change-listener.ts) and the event store's readers (event-wakeups.ts).
 */
export class ChannelListener {
  private readonly logger: Logger;
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly events: ChannelEvents,
    /** What a lost connection means for this listener, for the log line. */
    private readonly whenLost: string,
  ) {
    this.logger = new Logger(`Listen ${channel}`);
  }

  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      this.events.lost();
      // unref: a retry pending when a process (or a test) ends must not hold it open.
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), RETRY_MS).unref();
    };
    client.on('error', (error) => {
      this.logger.warn(`connection lost, ${this.whenLost}: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    client.on('notification', (notice) => this.events.notice(notice.payload ?? ''));
    try {
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.client === client) this.events.listening();
    } catch (error) {
      if (!this.stopped) this.logger.warn(`cannot listen yet: ${(error as Error).message}`);
      lost();
    }
  }
}
