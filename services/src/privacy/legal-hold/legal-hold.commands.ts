import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { isUuid } from '../../shared/http/uuid';
import { localized } from '../../shared/i18n';
import { actorOf } from '../erasure/erasure.commands';
import { Eraser } from '../erasure/eraser';
import { applicantPrivacyStreamId } from '../privacy.events';

/** Places (`hold` true) or releases a legal hold on an applicant, with the reason; a company admin. */
export class SetLegalHold extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly subjectUuid: string,
    readonly hold: boolean,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * A legal hold (an investigation, a dispute) stops every purge of the applicant (erasure on request,
 * the retention job, an offboarding) until it is released. Both are events in the applicant's
 * history, projected into legal_holds. The applicant's stream is locked (version check) so two
 * admins cannot place two holds at once.
 */
@CommandHandler(SetLegalHold)
export class SetLegalHoldHandler implements ICommandHandler<SetLegalHold> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly eraser: Eraser,
  ) {}

  execute({ ctx, subjectUuid, hold, reason }: SetLegalHold): Promise<void> {
    const companyId = ctx.user!.companyId!;
    if (!isUuid(subjectUuid)) throw new NotFoundError('error.notFound.session');
    return this.db.tx(tenant(companyId), async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [applicantPrivacyStreamId(subjectUuid)]);
      const erased = await tx.query(
        'SELECT 1 FROM erased_applicants WHERE company_id = $1 AND subject_uuid = $2',
        [companyId, subjectUuid],
      );
      if (erased.rowCount)
        throw new ConflictError('PRIVACY.ALREADY_ERASED', localized('privacy.alreadyErased'));
      // A hold names an applicant the company has: a made-up or another tenant's uuid is not held.
      if (hold && !(await this.eraser.isApplicant(tx, companyId, subjectUuid)))
        throw new NotFoundError('error.notFound.applicant');
      const open = await tx.query<{ id: string }>(
        'SELECT id FROM legal_holds WHERE company_id = $1 AND subject_uuid = $2 AND released_at IS NULL',
        [companyId, subjectUuid],
      );
      const at = new Date().toISOString();
      const by = actorOf(ctx);
      if (hold && open.rowCount)
        throw new ConflictError('PRIVACY.ALREADY_HELD', localized('privacy.alreadyHeld'));
      if (!hold && !open.rowCount) throw new ConflictError('PRIVACY.NOT_HELD', localized('privacy.notHeld'));
      const holdId = hold ? randomUUID() : open.rows[0].id;
      await this.store.append(
        tx,
        applicantPrivacyStreamId(subjectUuid),
        'any',
        [
          hold
            ? { type: 'LegalHoldPlaced', data: { holdId, subjectUuid, reason, by, at } }
            : { type: 'LegalHoldReleased', data: { holdId, subjectUuid, reason, by, at } },
        ],
        eventMetadata(ctx, companyId),
      );
    });
  }
}
