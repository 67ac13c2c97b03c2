import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Runtime } from '../shared/runtime';
import { DirectoryListFetcher } from './refresh-lists/directory-list.fetcher';
import { HttpListFetcher } from './refresh-lists/http-list.fetcher';
import type { ListFetcher } from './refresh-lists/list-fetcher';
import { ListRefresher } from './refresh-lists/list-refresher';
import { RefreshListsProcessor } from './refresh-lists/refresh-lists.processor';
import { REFRESH_SCHEDULER_ID, WATCHLIST_REFRESH_QUEUE } from './refresh-lists/refresh-lists.queue';
import { PgListVersionStore } from './refresh-lists/watchlist-version.store';
import { RescreenProcessor } from './rescreen-all/rescreen.processor';
import { WATCHLIST_RESCREEN_QUEUE } from './rescreen-all/rescreen.queue';
import {
  acquireWatchlistEngine,
  releaseWatchlistEngine,
  type WatchlistEngineHolder,
} from './watchlist-engine.holder';
import { bullConnection } from '../shared/queue/bull-connection';
import { startBullWorker } from '../shared/queue/start-bull-worker';
import { watchlistSettings, type WatchlistSettings } from './watchlist-settings';
import type { ScreeningSubjects } from './ports/screening-subjects.port';

export interface WatchlistWorkers {
  engines: WatchlistEngineHolder;
  refreshQueue: Queue;
  rescreenQueue: Queue;
  rescreen: RescreenProcessor;
  /** Resolves once the schedule is in place and the start-up refresh is queued. */
  scheduled: Promise<void>;
  stop(): Promise<void>;
}

/** WATCHLIST_DIR wins (offline); otherwise the official addresses unless downloads are off. */
export function listFetcher(settings: WatchlistSettings): ListFetcher | null {
  if (settings.dir) return new DirectoryListFetcher(settings.dir, settings.files);
  if (settings.download)
    return new HttpListFetcher(settings.files, {
      timeoutMs: settings.downloadTimeoutMs,
      maxBytes: settings.maxDownloadBytes,
    });
  return null;
}

/** The watchlist side of the worker process: list refresh (scheduled and at start) and rescreens. */
export function startWatchlistWorkers(runtime: Runtime, subjects: ScreeningSubjects): WatchlistWorkers {
  const logger = new Logger('WatchlistWorker');
  const settings = watchlistSettings();
  const connection = bullConnection(runtime.redisUrl);
  const engines = acquireWatchlistEngine(runtime);
  const refreshQueue = new Queue(WATCHLIST_REFRESH_QUEUE, { connection });
  const rescreenQueue = new Queue(WATCHLIST_RESCREEN_QUEUE, { connection });
  const fetcher = listFetcher(settings);
  const refresher = fetcher
    ? new ListRefresher(fetcher, new PgListVersionStore(runtime.db, runtime.events))
    : null;
  const refresh = new RefreshListsProcessor(runtime.db, refresher, engines, rescreenQueue);
  const rescreen = new RescreenProcessor(
    runtime.db,
    runtime.events,
    engines,
    rescreenQueue,
    settings.rescreenChunkSize,
    subjects,
  );
  const workers = [
    startBullWorker({
      queue: WATCHLIST_REFRESH_QUEUE,
      redisUrl: runtime.redisUrl,
      logger,
      process: () => refresh.process(),
      options: { concurrency: 1 },
    }),
    startBullWorker({
      queue: WATCHLIST_RESCREEN_QUEUE,
      redisUrl: runtime.redisUrl,
      logger,
      process: (job) => rescreen.process(job),
      options: { concurrency: settings.rescreenConcurrency },
    }),
  ];
  const scheduled = schedule(refreshQueue, settings, fetcher).catch((error) =>
    logger.error(`refresh schedule not set: ${(error as Error).message}`),
  );
  return {
    engines,
    refreshQueue,
    rescreenQueue,
    rescreen,
    scheduled,
    stop: async () => {
      await scheduled;
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([refreshQueue.close(), rescreenQueue.close()]);
      await releaseWatchlistEngine(runtime);
    },
  };
}

async function schedule(
  queue: Queue,
  settings: WatchlistSettings,
  fetcher: ListFetcher | null,
): Promise<void> {
  if (!fetcher) {
    new Logger('WatchlistWorker').warn(
      'watchlist refresh disabled: no WATCHLIST_DIR and WATCHLIST_DOWNLOAD is off',
    );
    return;
  }
  const opts = { removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } };
  await queue.upsertJobScheduler(
    REFRESH_SCHEDULER_ID,
    { pattern: settings.refreshCron, tz: 'UTC' },
    { name: 'refresh', data: {}, opts },
  );
  // At start as well: a first start has no list, and an operator may have replaced WATCHLIST_DIR's files.
  await queue.add('refresh', {}, opts);
}
