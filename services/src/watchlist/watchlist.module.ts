import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Inject, Injectable, Module, OnModuleDestroy, Type } from '@nestjs/common';
import { SCREENING_SUBJECTS, type ScreeningSubjects } from './ports/screening-subjects.port';
import { Database } from '../shared/database/database';
import { EventStore } from '../shared/event-store/event-store';
import { RUNTIME, Runtime } from '../shared/runtime';
import { WatchlistAuditController } from './read-models/watchlist-audit.http.controller';
import { WatchlistScreeningsReadModel } from './read-models/watchlist-screenings.read-model';
import {
  GetWatchlistHistoryHandler,
  GetWatchlistVersionsHandler,
  ListFlaggedScreeningsHandler,
} from './read-models/watchlist-audit.queries';
import { GetWatchlistResultHandler } from './screen-subject/watchlist-result.query';
import { RefreshListsController } from './refresh-lists/refresh-lists.http.controller';
import { WATCHLIST_REFRESH_QUEUE } from './refresh-lists/refresh-lists.queue';
import { ReviewMatchHandler } from './review-match/review-match.command';
import { ReviewMatchController } from './review-match/review-match.http.controller';
import { ScreenSubjectHandler } from './screen-subject/screen-subject.command';
import { SubjectScreener } from './screen-subject/subject-screener';
import { WatchlistResultController } from './screen-subject/watchlist-result.http.controller';
import {
  acquireWatchlistEngine,
  releaseWatchlistEngine,
  WatchlistEngineHolder,
} from './watchlist-engine.holder';

/** Releases this module's share of the process's engine on shutdown. */
@Injectable()
class WatchlistLifecycle implements OnModuleDestroy {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async onModuleDestroy(): Promise<void> {
    await releaseWatchlistEngine(this.runtime);
  }
}

/** Global watchlist screening (issue 5): screening, reviews, audit, list versions. */
@Module({
  // The connection comes from BullModule.forRoot in app.module.ts.
  imports: [BullModule.registerQueue({ name: WATCHLIST_REFRESH_QUEUE })],
  controllers: [
    WatchlistResultController,
    ReviewMatchController,
    WatchlistAuditController,
    RefreshListsController,
  ],
  providers: [
    {
      provide: WatchlistEngineHolder,
      useFactory: (runtime: Runtime) => acquireWatchlistEngine(runtime),
      inject: [RUNTIME],
    },
    {
      provide: SubjectScreener,
      useFactory: (
        db: Database,
        store: EventStore,
        engines: WatchlistEngineHolder,
        subjects: ScreeningSubjects,
      ) => new SubjectScreener(db, store, engines, subjects),
      inject: [Database, EventStore, WatchlistEngineHolder, SCREENING_SUBJECTS],
    },
    WatchlistLifecycle,
    WatchlistScreeningsReadModel,
    GetWatchlistResultHandler,
    ListFlaggedScreeningsHandler,
    GetWatchlistVersionsHandler,
    GetWatchlistHistoryHandler,
    ScreenSubjectHandler,
    ReviewMatchHandler,
  ],
})
export class WatchlistModule {
  /** The module with the screening subjects bound: `subjects` provides SCREENING_SUBJECTS (bootstrap/app.module.ts). */
  static withScreeningSubjects(subjects: Type): DynamicModule {
    return { module: WatchlistModule, imports: [subjects] };
  }
}
