import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PageMeta } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import type { Language } from '../../shared/i18n';
import { WatchlistEngineHolder } from '../watchlist-engine.holder';
import type {
  WatchlistFlaggedRowResponse,
  WatchlistHistoryEventResponse,
  WatchlistVersionsResponse,
} from './watchlist-audit.response.dto';
import { WatchlistScreeningsReadModel } from './watchlist-screenings.read-model';

/** One page of the tenant's screenings with a match flagged for review, newest flag first. */
export class ListFlaggedScreenings extends Query<{ rows: WatchlistFlaggedRowResponse[]; meta: PageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: PagingQuery,
  ) {
    super();
  }
}

@QueryHandler(ListFlaggedScreenings)
export class ListFlaggedScreeningsHandler implements IQueryHandler<ListFlaggedScreenings> {
  constructor(private readonly screenings: WatchlistScreeningsReadModel) {}

  execute({ companyId, query }: ListFlaggedScreenings) {
    return this.screenings.flagged(companyId, query);
  }
}

/** The list versions loaded, their refreshes, and `engine`: what this process screens with right now. */
export class GetWatchlistVersions extends Query<WatchlistVersionsResponse> {}

@QueryHandler(GetWatchlistVersions)
export class GetWatchlistVersionsHandler implements IQueryHandler<GetWatchlistVersions> {
  constructor(
    private readonly screenings: WatchlistScreeningsReadModel,
    private readonly engines: WatchlistEngineHolder,
  ) {}

  async execute(): Promise<WatchlistVersionsResponse> {
    const loaded = this.engines.current();
    const engine = loaded
      ? {
          key: loaded.key,
          versions: loaded.versions.map((v) => ({ source: v.source, sha256: v.sha256 })),
          threshold: loaded.engine.threshold,
          indexedNames: loaded.engine.indexedNameCount,
          loadedAt: loaded.loadedAt.toISOString(),
        }
      : null;
    return { ...(await this.screenings.versions()), engine };
  }
}

/** Every screening and review of a session, oldest first, with who did it (a missing session is 404). */
export class GetWatchlistHistory extends Query<WatchlistHistoryEventResponse[]> {
  constructor(
    readonly companyId: number,
    readonly sessionUuid: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetWatchlistHistory)
export class GetWatchlistHistoryHandler implements IQueryHandler<GetWatchlistHistory> {
  constructor(private readonly screenings: WatchlistScreeningsReadModel) {}

  execute({ companyId, sessionUuid, language }: GetWatchlistHistory) {
    return this.screenings.history(companyId, sessionUuid, language);
  }
}
