import { exhaustive, Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { SESSION_POLICY_EVENT_TYPES, SessionPolicyEvent } from './session-policy.events';

/** Inline: a new limit applies from the very next request (the row's trigger tells every process). */
export const sessionPoliciesProjection: InlineProjection<Recorded<SessionPolicyEvent>> = {
  name: 'session_policies',
  handles: SESSION_POLICY_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM session_policies');
  },
  async apply(tx: Tx, event: Recorded<SessionPolicyEvent>) {
    switch (event.type) {
      case 'SessionPolicyChanged':
        await tx.query(
          `INSERT INTO session_policies (company_id, idle_timeout_minutes, absolute_lifetime_hours, changed_at, changed_by_name)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (company_id) DO UPDATE SET idle_timeout_minutes = EXCLUDED.idle_timeout_minutes,
             absolute_lifetime_hours = EXCLUDED.absolute_lifetime_hours, changed_at = EXCLUDED.changed_at,
             changed_by_name = EXCLUDED.changed_by_name`,
          [
            event.companyId,
            event.data.idleTimeoutMinutes,
            event.data.absoluteLifetimeHours,
            event.recordedAt,
            event.data.changedBy.name,
          ],
        );
        return;
      default:
        exhaustive(event.type);
    }
  },
};
