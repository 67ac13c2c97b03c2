import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant, type Tx } from '../../shared/database/database';
import { ConflictError, ValidationError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { openFromStore } from '../../shared/event-store/event-codec';
import { type EventRow, toRecordedEvent } from '../../shared/event-store/recorded-event.mapper';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { localized } from '../../shared/i18n';
import { approvalExecutor } from '../approvals.public';
import { ReviewItemRow, ReviewItemsReadModel } from '../read-models/review-items.read-model';
import { applicantReviewStreamId, type ApprovalRequested, type ReviewDecided } from '../review-queue.events';
import { requireMayDecide, requireNotHeldByAnother, requireOpen, reviewer } from '../work-items/item-access';

/**
 * A second staff member approves or rejects a four-eyes request, with a note. Approving applies the
 * requested decision (through the feature that owns it) in the same transaction as the approval, so
 * neither exists without the other; the requester never approves their own (REVIEW.OWN_REQUEST).
 */
export class DecideApproval extends Command<ReviewItemRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly itemId: string,
    readonly approve: boolean,
    readonly note: string,
  ) {
    super();
  }
}

@CommandHandler(DecideApproval)
export class DecideApprovalHandler implements ICommandHandler<DecideApproval> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly items: ReviewItemsReadModel,
  ) {}

  execute(c: DecideApproval): Promise<ReviewItemRow> {
    const { user, companyId, me } = reviewer(c.ctx);
    const note = c.note.trim();
    if (!note && !c.approve)
      throw new ValidationError([{ field: 'note', message: localized('reviewQueue.noteRequired') }]);
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.items.lock(tx, companyId, c.itemId);
      requireOpen(row);
      if (row.kind !== 'approval')
        throw new ConflictError('REVIEW.NOT_AN_APPROVAL', localized('reviewQueue.notAnApproval'));
      requireMayDecide(user, row);
      requireNotHeldByAnother(user, row);
      const request = await this.requestOf(tx, companyId, row);
      const metadata = eventMetadata(c.ctx, companyId);
      if (c.approve)
        await approvalExecutor(request.action)(tx, {
          payload: request.payload,
          reason: request.reason,
          requestedBy: request.by,
          approvedBy: me,
          metadata,
        });
      const decided: ReviewDecided = {
        type: 'ReviewDecided',
        data: {
          itemId: row.id,
          sessionUuid: row.session_uuid,
          kind: 'approval',
          outcome: c.approve ? 'approved' : 'rejected',
          note,
          reasonCodes: row.reason_codes,
          by: me,
          at: new Date().toISOString(),
        },
      };
      await this.store.append(tx, applicantReviewStreamId(row.session_uuid), 'any', [decided], metadata);
      return this.items.find(tx, row.id);
    });
  }

  /** The request the item stands for, from its event (the row keeps codes only). */
  private async requestOf(tx: Tx, companyId: number, row: ReviewItemRow) {
    const { rows } = await tx.query<EventRow>(
      `SELECT e.* FROM events e JOIN review_items r ON r.item_key = 'approval:' || (e.data->>'approvalId')
        WHERE r.id = $1 AND e.company_id = $2 AND e.stream_id = $3 AND e.type = 'ApprovalRequested'`,
      [row.id, companyId, applicantReviewStreamId(row.session_uuid)],
    );
    if (!rows[0]) throw new ConflictError('REVIEW.NOT_AN_APPROVAL', localized('reviewQueue.notAnApproval'));
    // The requester's reason is sealed with the applicant's key: opened to apply the decision with it.
    const [request] = await openFromStore(tx, [toRecordedEvent(rows[0])]);
    return request.data as ApprovalRequested['data'];
  }
}
