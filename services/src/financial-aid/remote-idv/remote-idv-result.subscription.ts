import type {
  IdvCompleted,
  IdvResultOverridden,
} from '../../idv/request-remote-idv/remote-idv-request.public';
import type { Recorded } from '../../shared/domain/event';
import type { Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import type { AsyncProjection } from '../../shared/event-store/projection';
import { finaidCaseStreamId, type StaffRef } from '../financial-aid.events';
import { finaidCaseDecider, remoteIdvResult } from '../finaid-case.decider';

type IdvResultEvent = Recorded<IdvCompleted | IdvResultOverridden>;

/**
 * Completes a case from the result of the remote IDV its link started: a subscription to the IDV's
 * completion and override events (checkpointed, commit-ordered; the case's events and the checkpoint
 * commit together, so each result is applied once). An IDV waiting for a person (a selfie match in
 * review) completes again once decided, and that completion is the one that counts. Never rebuilt:
 * a rebuild would only find the results already on the cases.
 */
export function remoteIdvResultSubscription(store: EventStore): AsyncProjection<IdvResultEvent> {
  return {
    name: 'finaid-remote-idv-results',
    handles: ['IdvCompleted', 'IdvResultOverridden'],
    async reset() {
      // Never rebuilt (see above).
    },
    async apply(tx: Tx, event: IdvResultEvent) {
      if (event.companyId === null) return;
      const validation = event.data.overallValidation;
      if (validation === null) return;
      const { rows } = await tx.query<{ id: string; remote_idv_id: string }>(
        `SELECT id, remote_idv_id::text AS remote_idv_id FROM finaid_cases
          WHERE remote_idv_stream = $1 AND company_id = $2`,
        [event.streamId, event.companyId],
      );
      const actor = event.metadata.actor;
      // A person's decision (an override, a reviewed selfie match) names them; the IDV's own checks do not.
      const decidedBy: StaffRef | null = actor.type === 'user' ? { id: actor.id, name: actor.name } : null;
      const at = new Date(event.recordedAt).toISOString();
      for (const found of rows) {
        const stream = finaidCaseStreamId(found.id);
        const { state, version } = await store.aggregate(tx, stream, finaidCaseDecider);
        const events = remoteIdvResult(
          state,
          found.remote_idv_id,
          validation === 'PASSED',
          validation,
          decidedBy,
          at,
        );
        if (!events.length) continue;
        await store.append(tx, stream, version, events, {
          companyId: event.companyId,
          actor: decidedBy
            ? { id: decidedBy.id, name: decidedBy.name, type: 'user' }
            : { id: null, name: 'remote IDV', type: 'system' },
          correlationId: event.metadata.correlationId,
          causationId: event.eventId,
        });
      }
    },
  };
}
