import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ChannelListener } from '../database/channel-listener';
import { RUNTIME, Runtime } from '../runtime';
import { TenantReadCache, applyNotice } from './tenant-read-cache';

/** The channel migration 056's triggers notify on. */
export const READS_CHANGED_CHANNEL = 'verifydesk_reads_changed';

/**
 * Keeps the read cache true across processes: LISTENs for the tenants whose read rows changed and
 * forgets their answers. While it is not connected the cache keeps nothing (every answer is computed),
 * and it reconnects every second until the process stops (ChannelListener).
 */
@Injectable()
export class ReadCacheListener implements OnModuleInit, OnModuleDestroy {
  private readonly listener: ChannelListener;

  constructor(
    @Inject(RUNTIME) runtime: Runtime,
    private readonly cache: TenantReadCache,
  ) {
    this.listener = new ChannelListener(
      runtime.databaseUrl,
      READS_CHANGED_CHANNEL,
      {
        notice: (payload) => applyNotice(cache, payload),
        listening: () => cache.setListening(true),
        lost: () => cache.setListening(false),
      },
      'lists and counts computed on every request until back',
    );
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.cache.setListening(false);
    await this.listener.stop();
  }
}
