import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ConflictError, ValidationError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { localized } from '../../shared/i18n';
import { ReviewItemRow, ReviewItemsReadModel } from '../read-models/review-items.read-model';
import { applicantReviewStreamId, type ReviewDecided, type ReviewOutcome } from '../review-queue.events';
import { requireMayDecide, requireNotHeldByAnother, requireOpen, reviewer } from './item-access';

/**
 * A decision on a high-risk applicant's findings, with a note: an event in the applicant's review
 * history. IDV and watchlist items close through their own decisions (docs/review-queue.md).
 */
export class DecideItem extends Command<ReviewItemRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly itemId: string,
    readonly outcome: ReviewOutcome,
    readonly note: string,
  ) {
    super();
  }
}

@CommandHandler(DecideItem)
export class DecideItemHandler implements ICommandHandler<DecideItem> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly items: ReviewItemsReadModel,
  ) {}

  execute(c: DecideItem): Promise<ReviewItemRow> {
    const { user, companyId, me } = reviewer(c.ctx);
    const note = c.note.trim();
    if (!note) throw new ValidationError([{ field: 'note', message: localized('reviewQueue.noteRequired') }]);
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.items.lock(tx, companyId, c.itemId);
      requireOpen(row);
      if (row.kind !== 'high_risk')
        throw new ConflictError('REVIEW.NOT_DECIDED_HERE', localized('reviewQueue.onlyHighRisk'));
      requireMayDecide(user, row);
      requireNotHeldByAnother(user, row);
      const decided: ReviewDecided = {
        type: 'ReviewDecided',
        data: {
          itemId: row.id,
          sessionUuid: row.session_uuid,
          kind: 'high_risk',
          outcome: c.outcome,
          note,
          reasonCodes: row.reason_codes,
          by: me,
          at: new Date().toISOString(),
        },
      };
      await this.store.append(
        tx,
        applicantReviewStreamId(row.session_uuid),
        'any',
        [decided],
        eventMetadata(c.ctx, companyId),
      );
      return this.items.find(tx, row.id);
    });
  }
}
