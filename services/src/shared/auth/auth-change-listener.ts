import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ChannelListener } from '../database/channel-listener';
import { RUNTIME, Runtime } from '../runtime';
import { verifiedSessions } from './verified-session-cache';

/** The channel migration 054's triggers and a sign-out notify on. */
export const AUTH_CHANGED_CHANNEL = 'verifydesk_auth_changed';

/**
 * Keeps the verified-session cache true across processes: LISTENs on its own PostgreSQL connection
 * for `u:<user id>`, `c:<company id>` and `t:<token id>` notices and forgets what they name. While
 * it is not connected the cache is off (every request is checked against the database), and it
 * reconnects every second until the process stops (ChannelListener).
 */
@Injectable()
export class AuthChangeListener implements OnModuleInit, OnModuleDestroy {
  private readonly listener: ChannelListener;

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    this.listener = new ChannelListener(
      runtime.databaseUrl,
      AUTH_CHANGED_CHANNEL,
      {
        notice: forget,
        listening: () => verifiedSessions.setListening(true),
        lost: () => verifiedSessions.setListening(false),
      },
      'sessions checked on every request until back',
    );
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    verifiedSessions.setListening(false);
    await this.listener.stop();
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
