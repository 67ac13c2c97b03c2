import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ConflictError, ValidationError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { localized } from '../../shared/i18n';
import { findCompanyStaffMember } from '../../identity/users/company-staff.public';
import { ReviewItemRow, ReviewItemsReadModel } from '../read-models/review-items.read-model';
import { reviewItemStreamId, type ReviewerRef } from '../review-queue.events';
import { mayDecide } from '../who-may-decide';
import { ClaimBatcher } from './claim-batcher';
import { asDecidable, requireMayDecide, requireNotHeldByAnother, requireOpen, reviewer } from './item-access';

/** "Next item": the oldest unassigned open item the caller may decide, now theirs; null when none waits. */
export class ClaimNextItem extends Command<ReviewItemRow | null> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

/** Gives an item to the caller (`assignee` null) or to a colleague who may decide its kind. */
export class AssignItem extends Command<ReviewItemRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly itemId: string,
    readonly assignee: number | null,
  ) {
    super();
  }
}

/** Puts an item back in the queue, unassigned: its assignee or a company admin. */
export class ReleaseItem extends Command<ReviewItemRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly itemId: string,
  ) {
    super();
  }
}

/**
 * Assign and release run in one tenant transaction holding the item's row lock, and record the change
 * as an event on the item's stream (its assignment history), projected inline. "Next item" is the
 * same work as one statement (claimNextStatement, migration 095), and claims of one company that
 * come together are one statement (ClaimBatcher, migration 099): staff press it one after another,
 * and its round trips were most of its cost. No reader after the commit handles these events (no
 * async projection, webhook or worker), so their appends send no wake-up notice (EventStore's
 * wakeReaders): notifying transactions commit one at a time, and 20 staff pressing "Next item" at
 * once would wait for each other's commits.
 */
@CommandHandler(ClaimNextItem)
export class ClaimNextItemHandler implements ICommandHandler<ClaimNextItem> {
  constructor(private readonly claims: ClaimBatcher) {}

  execute({ ctx }: ClaimNextItem): Promise<ReviewItemRow | null> {
    const { user, companyId, me } = reviewer(ctx);
    return this.claims.claim(companyId, { user, me, metadata: eventMetadata(ctx, companyId) });
  }
}

@CommandHandler(AssignItem)
export class AssignItemHandler implements ICommandHandler<AssignItem> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly items: ReviewItemsReadModel,
  ) {}

  execute(c: AssignItem): Promise<ReviewItemRow> {
    const { user, companyId, me } = reviewer(c.ctx);
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.items.lock(tx, companyId, c.itemId);
      requireOpen(row);
      requireMayDecide(user, row);
      requireNotHeldByAnother(user, row);
      let assignee = me;
      if (c.assignee !== null && c.assignee !== user.id) {
        const colleague = await findCompanyStaffMember(tx, companyId, c.assignee);
        if (!colleague || !mayDecide(colleague, asDecidable(row)))
          throw new ValidationError([
            { field: 'user_id', message: localized('reviewQueue.colleagueMayNotDecide') },
          ]);
        assignee = { id: colleague.id, name: colleague.name };
      }
      if (row.assigned_to !== null && Number(row.assigned_to) === assignee.id) return row;
      await this.store.append(
        tx,
        reviewItemStreamId(row.id),
        'any',
        [assigned(row, assignee, me, false)],
        eventMetadata(c.ctx, companyId),
        { wakeReaders: false },
      );
      return this.items.find(tx, row.id);
    });
  }
}

@CommandHandler(ReleaseItem)
export class ReleaseItemHandler implements ICommandHandler<ReleaseItem> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly items: ReviewItemsReadModel,
  ) {}

  execute(c: ReleaseItem): Promise<ReviewItemRow> {
    const { user, companyId, me } = reviewer(c.ctx);
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.items.lock(tx, companyId, c.itemId);
      requireOpen(row);
      if (row.assigned_to === null)
        throw new ConflictError('REVIEW.NOT_ASSIGNED', localized('reviewQueue.notAssigned'));
      requireNotHeldByAnother(user, row);
      const previous = { id: Number(row.assigned_to), name: row.assigned_name ?? '' };
      await this.store.append(
        tx,
        reviewItemStreamId(row.id),
        'any',
        [
          {
            type: 'ReviewItemReleased',
            data: {
              itemId: row.id,
              sessionUuid: row.session_uuid,
              previous,
              by: me,
              at: new Date().toISOString(),
            },
          },
        ],
        eventMetadata(c.ctx, companyId),
        { wakeReaders: false },
      );
      return this.items.find(tx, row.id);
    });
  }
}

function assigned(row: ReviewItemRow, assignee: ReviewerRef, by: ReviewerRef, claimed: boolean) {
  return {
    type: 'ReviewItemAssigned' as const,
    data: {
      itemId: row.id,
      sessionUuid: row.session_uuid,
      assignee,
      by,
      claimed,
      at: new Date().toISOString(),
    },
  };
}
