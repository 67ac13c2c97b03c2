import { Inject, OnModuleInit } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant, type Tx } from '../../shared/database/database';
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
import {
  fourEyesRequired,
  registerApprovalExecutor,
  requestApproval,
} from '../../review-queue/approvals.public';

/**
 * A reviewer confirms a match or clears it as a false positive, with a reason. Beyond the spec.
 * Answers the updated result in the reader's language, so the console shows the decision at once.
 */
export class ReviewMatch extends Command<{ view: WatchlistResultView | null; pendingApproval: boolean }> {
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
export class ReviewMatchHandler implements ICommandHandler<ReviewMatch>, OnModuleInit {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    @Inject(SCREENING_SUBJECTS) private readonly subjects: ScreeningSubjects,
    private readonly screenings: WatchlistScreeningsReadModel,
  ) {}

  onModuleInit(): void {
    // Four-eyes: an approved request is the requester's review, with the approver named.
    registerApprovalExecutor('watchlist_false_positive', async (tx, approved) => {
      const { sessionUuid, entryId } = approved.payload as { sessionUuid: string; entryId: string };
      await decideAndAppend(
        this.store,
        tx,
        watchlistStreamId(sessionUuid),
        watchlistSubjectDecider,
        (state) =>
          reviewMatch(state, {
            sessionUuid,
            entryId,
            decision: 'false_positive',
            reason: approved.reason,
            by: approved.requestedBy,
            at: new Date(),
          }).map((e) => ({ ...e, data: { ...e.data, approvedBy: approved.approvedBy } })),
        approved.metadata,
      );
    });
  }

  async execute(c: ReviewMatch): Promise<{ view: WatchlistResultView | null; pendingApproval: boolean }> {
    const user = c.ctx.user!;
    const by = { id: user.id, name: storedActorName(user) };
    const pendingApproval = await this.db.tx(tenant(c.companyId), async (tx) => {
      // The stream is visible only in its tenant; this check makes another tenant's uuid a plain 404.
      if (!(await this.subjects.exists(tx, c.companyId, c.sessionUuid)))
        throw new NotFoundError('error.notFound.verificationSession');
      // Held in the review queue by a colleague: theirs (or a company admin's) to decide.
      await refuseIfAssignedToAnother(tx, user, [reviewItemKeys.watchlist(c.sessionUuid)]);
      if (await this.needsApproval(tx, c, by)) return true;
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
            by,
            at: new Date(),
          }),
        eventMetadata(c.ctx, c.companyId),
      );
      return false;
    });
    return { view: await this.screenings.latest(c.companyId, c.sessionUuid, c.language), pendingApproval };
  }

  /**
   * Four-eyes (a company setting): clearing a confirmed match as a false positive is filed for a
   * colleague's approval instead of decided (the same refusals first: unknown match, no reason).
   */
  private async needsApproval(tx: Tx, c: ReviewMatch, by: { id: number; name: string }): Promise<boolean> {
    if (c.decision !== 'false_positive' || !(await fourEyesRequired(tx, c.companyId))) return false;
    const { state } = await this.store.aggregate(
      tx,
      watchlistStreamId(c.sessionUuid),
      watchlistSubjectDecider,
    );
    if (state.reviews[c.entryId]?.decision !== 'confirmed') return false;
    const [review] = reviewMatch(state, { ...c, by, at: new Date() });
    await requestApproval(this.store, tx, eventMetadata(c.ctx, c.companyId), {
      sessionUuid: c.sessionUuid,
      action: 'watchlist_false_positive',
      formType: null,
      reasonCodes: ['watchlist_false_positive', c.entryId],
      payload: { sessionUuid: c.sessionUuid, entryId: c.entryId },
      reason: review.data.reason,
      by,
    });
    return true;
  }
}
