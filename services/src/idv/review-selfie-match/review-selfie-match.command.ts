import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { StreamVersionConflictError } from '../../shared/event-store/event-store.errors';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { localized } from '../../shared/i18n';
import { storedActorName } from '../../shared/i18n/actor-label';
import { idvDecider } from '../idv.decider';
import { IdvVersionConflictError } from '../idv.errors';
import { canOverrideIdv } from '../override-idv-result/can-override-idv';
import { IdvRecords, IdvRow } from '../read-models/idv-records.read-model';
import { reviewSelfieMatch, type SelfieDecision } from './review-selfie-match.decision';

/** Answers the IDV record as the decision left it (read in the same transaction). */
export class ReviewSelfieMatch extends Command<IdvRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly idOrUuid: string,
    readonly decision: SelfieDecision,
    readonly reason: string,
    readonly expectedVersion: number | null,
  ) {
    super();
  }
}

/**
 * Load in the caller's tenant (another tenant's IDV is 404), check the permission that edits results
 * of the IDV's form type (4/5, as an override), decide, append against the version read.
 */
@CommandHandler(ReviewSelfieMatch)
export class ReviewSelfieMatchHandler implements ICommandHandler<ReviewSelfieMatch> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  async execute({ ctx, idOrUuid, decision, reason, expectedVersion }: ReviewSelfieMatch): Promise<IdvRow> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid);
      if (!canOverrideIdv(user, row.form_type))
        throw new ForbiddenError('IDV.OVERRIDE_FORBIDDEN', localized('error.mayNotOverride'));
      try {
        await decideAndAppend(
          this.store,
          tx,
          row.stream_id,
          idvDecider,
          (s) =>
            reviewSelfieMatch(s, {
              decision,
              reason,
              expectedVersion,
              by: { id: user.id, name: storedActorName(user) },
              now: new Date().toISOString(),
            }),
          eventMetadata(ctx, companyId),
        );
      } catch (error) {
        // Two reviewers at once: the second reads as someone else's change, never a 500.
        if (error instanceof StreamVersionConflictError)
          throw new IdvVersionConflictError(expectedVersion ?? Number(row.version));
        throw error;
      }
      return this.records.find(tx, companyId, row.id);
    });
  }
}
