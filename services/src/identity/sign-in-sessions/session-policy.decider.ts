import { Decider, exhaustive } from '../../shared/domain/event';
import { FieldError, ValidationError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';
import { SessionPolicyEvent } from './session-policy.events';

/** The defaults a company has until its admin changes them (docs/operations.md, "Session settings"). */
export const DEFAULT_SESSION_POLICY = { idleTimeoutMinutes: 30, absoluteLifetimeHours: 12 } as const;
/** Five minutes at least: the console warns two minutes before the timeout. */
export const IDLE_TIMEOUT_MINUTES = { min: 5, max: 480 } as const;
/** At most a day; the token's own expiry (JWT_TTL_SECONDS) is an outer bound on top. */
export const ABSOLUTE_LIFETIME_HOURS = { min: 1, max: 24 } as const;

export interface SessionPolicy {
  idleTimeoutMinutes: number;
  absoluteLifetimeHours: number;
}

export const sessionPolicyDecider: Decider<SessionPolicy, SessionPolicyEvent> = {
  initialState: () => ({ ...DEFAULT_SESSION_POLICY }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionPolicyChanged':
        return {
          idleTimeoutMinutes: event.data.idleTimeoutMinutes,
          absoluteLifetimeHours: event.data.absoluteLifetimeHours,
        };
      default:
        exhaustive(event.type);
        return state;
    }
  },
};

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** Bad values change nothing and say why, field by field; the same values again record nothing. */
export function changeSessionPolicy(
  state: SessionPolicy,
  wanted: SessionPolicy,
  changedBy: { id: number; name: string },
): SessionPolicyEvent[] {
  const errors: FieldError[] = [];
  if (!within(wanted.idleTimeoutMinutes, IDLE_TIMEOUT_MINUTES))
    errors.push({
      field: 'idle_timeout_minutes',
      message: localized('session.idleTimeoutRange', IDLE_TIMEOUT_MINUTES),
    });
  if (!within(wanted.absoluteLifetimeHours, ABSOLUTE_LIFETIME_HOURS))
    errors.push({
      field: 'absolute_lifetime_hours',
      message: localized('session.lifetimeRange', ABSOLUTE_LIFETIME_HOURS),
    });
  else if (wanted.absoluteLifetimeHours * 60 <= wanted.idleTimeoutMinutes)
    errors.push({ field: 'absolute_lifetime_hours', message: localized('session.lifetimeShorterThanIdle') });
  if (errors.length) throw new ValidationError(errors);
  if (
    wanted.idleTimeoutMinutes === state.idleTimeoutMinutes &&
    wanted.absoluteLifetimeHours === state.absoluteLifetimeHours
  )
    return [];
  return [
    {
      type: 'SessionPolicyChanged',
      data: { ...wanted, previous: { ...state }, changedBy },
    },
  ];
}
