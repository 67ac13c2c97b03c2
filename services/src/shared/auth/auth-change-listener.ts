import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { RUNTIME, Runtime } from '../runtime';
import { verifiedSessions } from './verified-session-cache';

/** The channel migration 054's triggers and a sign-out notify on. */
export const AUTH_CHANGED_CHANNEL = 'verifydesk_auth_changed';
const RETRY_MS = 1_000;

/**
 * Keeps the verified-session cache true across processes: LISTENs on its own PostgreSQL connection
 * for `u:<user id>`, `c:<company id>` and `t:<token id>` notices and forgets what they name. While
 * it is not connected the cache is off (every request is checked against the database), and it
 * reconnects every second until the process stops.
 */
@Injectable()
export class AuthChangeListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AuthChangeListener');
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    verifiedSessions.setListening(false);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.runtime.databaseUrl });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      verifiedSessions.setListening(false);
      client.end().catch(() => undefined);
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), RETRY_MS);
    };
    client.on('error', (error) => {
      this.logger.warn(`change notices lost, sessions checked on every request until back: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    client.on('notification', (notice) => forget(notice.payload ?? ''));
    try {
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
      if (this.client === client) verifiedSessions.setListening(true);
    } catch (error) {
      this.logger.warn(`cannot listen for session changes yet: ${(error as Error).message}`);
      lost();
    }
  }
}

function forget(payload: string): void {
  const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
  if (kind === 'u:') verifiedSessions.forgetUser(Number(id));
  else if (kind === 'c:') verifiedSessions.forgetCompany(Number(id));
  else if (kind === 't:') verifiedSessions.forgetToken(id);
  // Anything else is not ours to read: forgetting everything is the safe answer.
  else verifiedSessions.clear();
}
