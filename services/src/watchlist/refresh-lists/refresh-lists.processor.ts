import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Database, SYSTEM } from '../../shared/database/database';
import {
  RESCREEN_JOB_OPTIONS,
  rescreenPlanJobId,
  type RescreenPlanJob,
} from '../rescreen-all/rescreen.queue';
import type { WatchlistEngineHolder } from '../watchlist-engine.holder';
import type { ListRefresher, RefreshOutcome } from './list-refresher';
import { notifyVersionsChanged } from './watchlist-version.store';

/**
 * The refresh job: refresh every list; when a version changed, load the new engine here and plan
 * one rescreen of every screened subject for the new combination of versions.
 */
export class RefreshListsProcessor {
  private readonly logger = new Logger('WatchlistRefresh');

  constructor(
    private readonly db: Database,
    private readonly refresher: ListRefresher | null,
    private readonly engines: WatchlistEngineHolder,
    private readonly rescreenQueue: Queue,
  ) {}

  async process(): Promise<{ outcomes: RefreshOutcome[]; rescreen: string | null }> {
    if (!this.refresher) {
      this.logger.warn('no list source: set WATCHLIST_DIR, or allow downloads (WATCHLIST_DOWNLOAD is off)');
      return { outcomes: [], rescreen: null };
    }
    const outcomes = await this.refresher.refreshAll();
    if (!outcomes.some((o) => o.outcome === 'loaded')) {
      if (!this.engines.current() && !(await this.engines.reload()))
        this.logger.error(
          'no sanctions list is loaded: watchlist screening answers 503 until a refresh succeeds',
        );
      return { outcomes, rescreen: null };
    }
    await notifyVersionsChanged(this.db);
    const loaded = await this.engines.reload();
    if (!loaded) return { outcomes, rescreen: null };
    const anyScreened = await this.db.one(
      SYSTEM,
      'SELECT 1 FROM watchlist_screenings WHERE version_key <> $1 LIMIT 1',
      [loaded.key],
    );
    if (!anyScreened) return { outcomes, rescreen: null };
    const jobId = rescreenPlanJobId(loaded.key);
    await this.rescreenQueue.add('plan', { versionKey: loaded.key } satisfies RescreenPlanJob, {
      ...RESCREEN_JOB_OPTIONS,
      jobId,
    });
    return { outcomes, rescreen: jobId };
  }
}
