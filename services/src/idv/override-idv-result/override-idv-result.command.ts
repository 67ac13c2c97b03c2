import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { StreamVersionConflictError } from '../../shared/event-store/event-store.errors';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { idvDecider } from '../idv.decider';
import { overrideResult } from './override-result.decision';
import { IdvVersionConflictError } from '../idv.errors';
import { FormType, Validation } from '../idv.events';
import { IdvRecords, IdvRow } from '../read-models/idv-records.read-model';
import { canOverrideIdv } from './can-override-idv';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n';

/** Answers the IDV's record as the override left it (read in its transaction). */
export class OverrideIdvResult extends Command<IdvRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly idOrUuid: string,
    readonly formType: FormType | undefined,
    readonly overallValidation: Validation,
    readonly reason: string,
    readonly expectedVersion: number | null,
  ) {
    super();
  }
}

/** Load, check permission 4/5 for the IDV's form type, decide, append against the version read. */
@CommandHandler(OverrideIdvResult)
export class OverrideIdvResultHandler implements ICommandHandler<OverrideIdvResult> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  async execute({
    ctx,
    idOrUuid,
    formType,
    overallValidation,
    reason,
    expectedVersion,
  }: OverrideIdvResult): Promise<IdvRow> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid, formType);
      if (!canOverrideIdv(user, row.form_type))
        throw new ForbiddenError('IDV.OVERRIDE_FORBIDDEN', localized('error.mayNotOverride'));
      try {
        await decideAndAppend(
          this.store,
          tx,
          row.stream_id,
          idvDecider,
          (s) =>
            overrideResult(s, {
              overallValidation,
              reason,
              expectedVersion,
              by: { id: user.id, name: storedActorName(user) },
              now: new Date().toISOString(),
            }),
          eventMetadata(ctx, companyId),
        );
      } catch (error) {
        // A concurrent override appended first: the same answer as reading an old version, never a 500.
        if (error instanceof StreamVersionConflictError)
          throw new IdvVersionConflictError(expectedVersion ?? Number(row.version));
        throw error;
      }
      return this.records.find(tx, companyId, row.id);
    });
  }
}
