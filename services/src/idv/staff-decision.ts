import { Injectable } from '@nestjs/common';
import { RequestContext } from '../shared/auth/auth-user';
import { Database, tenant } from '../shared/database/database';
import { ForbiddenError } from '../shared/domain/domain-error';
import { EventStore } from '../shared/event-store/event-store';
import { StreamVersionConflictError } from '../shared/event-store/event-store.errors';
import { decideAndAppend } from '../shared/event-store/decide-and-append';
import { eventMetadata } from '../shared/event-store/event-metadata';
import { storedActorName } from '../shared/i18n/actor-label';
import { localized } from '../shared/i18n';
import { idvDecider, type IdvState } from './idv.decider';
import { IdvVersionConflictError } from './idv.errors';
import type { FormType, IdvEvent } from './idv.events';
import { canOverrideIdv } from './override-idv-result/can-override-idv';
import { IdvRecords, IdvRow } from './read-models/idv-records.read-model';
import { refuseIfAssignedToAnother, reviewItemKeys } from '../review-queue/review-assignments.public';

/** Who decided and when, as a decision records it. */
export interface StaffDecisionStamp {
  by: { id: number; name: string };
  now: string;
}

/**
 * A decision a person makes on an IDV (an override of its result, a selfie match decided in review):
 * load it in the caller's tenant (another tenant's IDV is 404), check the permission that edits results
 * of its form type (4 Admissions, 5 Financial Aid), decide, append against the version read, and answer
 * the record as the decision left it, read in the same transaction. Two people deciding at once: the
 * second reads as someone else's change (409), never a 500.
 */
@Injectable()
export class ResultEditorDecisions {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  decide(
    ctx: RequestContext,
    target: { idOrUuid: string; formType?: FormType; expectedVersion: number | null },
    decide: (state: IdvState, stamp: StaffDecisionStamp) => IdvEvent[],
  ): Promise<IdvRow> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, target.idOrUuid, target.formType);
      if (!canOverrideIdv(user, row.form_type))
        throw new ForbiddenError('IDV.OVERRIDE_FORBIDDEN', localized('error.mayNotOverride'));
      // An IDV held in the review queue by a colleague is theirs (or a company admin's) to decide.
      await refuseIfAssignedToAnother(tx, user, [
        reviewItemKeys.idvSelfie(row.stream_id),
        reviewItemKeys.idvCheck(row.stream_id),
      ]);
      const stamp = { by: { id: user.id, name: storedActorName(user) }, now: new Date().toISOString() };
      try {
        await decideAndAppend(
          this.store,
          tx,
          row.stream_id,
          idvDecider,
          (state) => decide(state, stamp),
          eventMetadata(ctx, companyId),
        );
      } catch (error) {
        if (error instanceof StreamVersionConflictError)
          throw new IdvVersionConflictError(target.expectedVersion ?? Number(row.version));
        throw error;
      }
      return this.records.find(tx, companyId, row.id);
    });
  }
}
