import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Language } from '../../shared/i18n';
import type { WatchlistResultView } from '../read-models/watchlist-result.view';
import { WatchlistScreeningsReadModel } from '../read-models/watchlist-screenings.read-model';

/** A session's latest screening result; null when it was never screened (a missing session is 404). */
export class GetWatchlistResult extends Query<WatchlistResultView | null> {
  constructor(
    readonly companyId: number,
    readonly sessionUuid: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetWatchlistResult)
export class GetWatchlistResultHandler implements IQueryHandler<GetWatchlistResult> {
  constructor(private readonly screenings: WatchlistScreeningsReadModel) {}

  execute({ companyId, sessionUuid, language }: GetWatchlistResult) {
    return this.screenings.latest(companyId, sessionUuid, language);
  }
}
