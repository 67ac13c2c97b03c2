import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { SubjectScreener } from './subject-screener';
import type { WatchlistScreened } from './watchlist-subject.events';

/** A staff member's "Check global watchlist" / "Recheck watchlist" on a verification session. */
export class ScreenSubject extends Command<WatchlistScreened[]> {
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly sessionUuid: string,
  ) {
    super();
  }
}

@CommandHandler(ScreenSubject)
export class ScreenSubjectHandler implements ICommandHandler<ScreenSubject> {
  constructor(private readonly screener: SubjectScreener) {}

  execute({ ctx, companyId, sessionUuid }: ScreenSubject): Promise<WatchlistScreened[]> {
    return this.screener.screen(companyId, sessionUuid, eventMetadata(ctx, companyId), 'manual');
  }
}
