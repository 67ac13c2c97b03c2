import { Injectable, OnModuleInit } from '@nestjs/common';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n';
import {
  fourEyesRequired,
  registerApprovalExecutor,
  requestApproval,
} from '../../review-queue/approvals.public';
import { refuseIfAssignedToAnother, reviewItemKeys } from '../../review-queue/review-assignments.public';
import { idvDecider } from '../idv.decider';
import type { FormType, IdvEvent, Validation } from '../idv.events';
import { IdvRecords, IdvRow } from '../read-models/idv-records.read-model';
import { canOverrideIdv } from './can-override-idv';
import { overrideResult } from './override-result.decision';

export interface OverrideTarget {
  idOrUuid: string;
  formType?: FormType;
  overallValidation: Validation;
  reason: string;
  expectedVersion: number | null;
}

/**
 * Four-eyes for overrides (docs/review-queue.md "Four-eyes"): where the company asks for it, an
 * override is filed as a request a colleague with the same permission approves in the review queue;
 * approving applies it, recorded as the requester's override with the approver named.
 */
@Injectable()
export class OverrideApprovals implements OnModuleInit {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  onModuleInit(): void {
    registerApprovalExecutor('idv_override', async (tx, approved) => {
      const { streamId, overallValidation } = approved.payload as {
        streamId: string;
        overallValidation: Validation;
      };
      await decideAndAppend(
        this.store,
        tx,
        streamId,
        idvDecider,
        (state) =>
          overrideResult(state, {
            overallValidation,
            reason: approved.reason,
            by: approved.requestedBy,
            now: new Date().toISOString(),
          }).map((e): IdvEvent =>
            e.type === 'IdvResultOverridden'
              ? { ...e, data: { ...e.data, approvedBy: approved.approvedBy } }
              : e,
          ),
        approved.metadata,
      );
    });
  }

  /**
   * Files the override for approval when the company asks for four eyes (answers the record as it
   * stands, unchanged); null when it does not, and the override is decided at once as before.
   */
  requestIfRequired(ctx: RequestContext, target: OverrideTarget): Promise<IdvRow | null> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    return this.db.tx(tenant(companyId), async (tx) => {
      if (!(await fourEyesRequired(tx, companyId))) return null;
      const row = await this.records.find(tx, companyId, target.idOrUuid, target.formType);
      if (!canOverrideIdv(user, row.form_type))
        throw new ForbiddenError('IDV.OVERRIDE_FORBIDDEN', localized('error.mayNotOverride'));
      await refuseIfAssignedToAnother(tx, user, [
        reviewItemKeys.idvSelfie(row.stream_id),
        reviewItemKeys.idvCheck(row.stream_id),
      ]);
      const by = { id: user.id, name: storedActorName(user) };
      const { state } = await this.store.aggregate(tx, row.stream_id, idvDecider);
      // The same refusals as an override made at once (not completed, someone else's change, no reason).
      const [decided] = overrideResult(state, { ...target, by, now: new Date().toISOString() });
      if (decided.type !== 'IdvResultOverridden') return null;
      await requestApproval(this.store, tx, eventMetadata(ctx, companyId), {
        sessionUuid: row.uuid,
        action: 'idv_override',
        formType: row.form_type,
        reasonCodes: ['idv_override', target.overallValidation],
        payload: { streamId: row.stream_id, idvId: row.id, overallValidation: target.overallValidation },
        reason: decided.data.reason,
        by,
      });
      return row;
    });
  }
}
