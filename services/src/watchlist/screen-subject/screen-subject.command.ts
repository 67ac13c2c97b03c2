import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import type { Language } from '../../shared/i18n';
import { WatchlistScreeningsReadModel } from '../read-models/watchlist-screenings.read-model';
import type { WatchlistResultView } from '../read-models/watchlist-result.view';
import { SubjectScreener } from './subject-screener';

/**
 * A staff member's "Check global watchlist" / "Recheck watchlist" on a verification session. Answers
 * the session's latest result in the reader's language (null when no list is loaded yet, so it was
 * never screened).
 */
export class ScreenSubject extends Command<WatchlistResultView | null> {
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly sessionUuid: string,
    readonly language: Language,
  ) {
    super();
  }
}

@CommandHandler(ScreenSubject)
export class ScreenSubjectHandler implements ICommandHandler<ScreenSubject> {
  constructor(
    private readonly screener: SubjectScreener,
    private readonly screenings: WatchlistScreeningsReadModel,
  ) {}

  async execute({
    ctx,
    companyId,
    sessionUuid,
    language,
  }: ScreenSubject): Promise<WatchlistResultView | null> {
    await this.screener.screen(companyId, sessionUuid, eventMetadata(ctx, companyId), 'manual');
    return this.screenings.latest(companyId, sessionUuid, language);
  }
}
