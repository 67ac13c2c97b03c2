import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { reviewMatch, watchlistSubjectDecider } from '../screen-subject/watchlist-subject.decider';
import { watchlistStreamId } from '../screen-subject/watchlist-subject.events';
import { storedActorName } from '../../shared/i18n/actor-label';
import { SCREENING_SUBJECTS, type ScreeningSubjects } from '../ports/screening-subjects.port';
import type { Language } from '../../shared/i18n';
import { WatchlistScreeningsReadModel } from '../read-models/watchlist-screenings.read-model';
import type { WatchlistResultView } from '../read-models/watchlist-result.view';
import { refuseIfAssignedToAnother, reviewItemKeys } from '../../review-queue/review-assignments.public';

/**
 * A reviewer confirms a match or clears it as a false positive, with a reason. Beyond the spec.
 * Answers the updated result in the reader's language, so the console shows the decision at once.
 */
export class ReviewMatch extends Command<WatchlistResultView | null> {
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly sessionUuid: string,
    readonly entryId: string,
    readonly decision: string,
    readonly reason: string,
    readonly language: Language,
  ) {
    super();
  }
}

@CommandHandler(ReviewMatch)
export class ReviewMatchHandler implements ICommandHandler<ReviewMatch> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    @Inject(SCREENING_SUBJECTS) private readonly subjects: ScreeningSubjects,
    private readonly screenings: WatchlistScreeningsReadModel,
  ) {}

  async execute(c: ReviewMatch): Promise<WatchlistResultView | null> {
    const user = c.ctx.user!;
    await this.db.tx(tenant(c.companyId), async (tx) => {
      // The stream is visible only in its tenant; this check makes another tenant's uuid a plain 404.
      if (!(await this.subjects.exists(tx, c.companyId, c.sessionUuid)))
        throw new NotFoundError('error.notFound.verificationSession');
      // Held in the review queue by a colleague: theirs (or a company admin's) to decide.
      await refuseIfAssignedToAnother(tx, user, [reviewItemKeys.watchlist(c.sessionUuid)]);
      await decideAndAppend(
        this.store,
        tx,
        watchlistStreamId(c.sessionUuid),
        watchlistSubjectDecider,
        (state) =>
          reviewMatch(state, {
            sessionUuid: c.sessionUuid,
            entryId: c.entryId,
            decision: c.decision,
            reason: c.reason,
            by: { id: user.id, name: storedActorName(user) },
            at: new Date(),
          }),
        eventMetadata(c.ctx, c.companyId),
      );
    });
    return this.screenings.latest(c.companyId, c.sessionUuid, c.language);
  }
}
