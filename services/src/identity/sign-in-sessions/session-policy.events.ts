import { NewEvent } from '../../shared/domain/event';

/**
 * A company's session limits changed (the company admin's "Sessions" tab on /security): a settings
 * change is an event, so its history (who, when, from what to what) is in the event log.
 */
export type SessionPolicyChanged = NewEvent<
  'SessionPolicyChanged',
  {
    idleTimeoutMinutes: number;
    absoluteLifetimeHours: number;
    previous: { idleTimeoutMinutes: number; absoluteLifetimeHours: number };
    changedBy: { id: number; name: string };
  }
>;

export type SessionPolicyEvent = SessionPolicyChanged;
export const SESSION_POLICY_EVENT_TYPES: readonly SessionPolicyEvent['type'][] = ['SessionPolicyChanged'];

export const sessionPolicyStreamId = (companyId: number) => `session-policy-${companyId}`;
