import { IsInt } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';
import { ABSOLUTE_LIFETIME_HOURS, IDLE_TIMEOUT_MINUTES } from './session-policy.decider';

/** Whole numbers here; the ranges are checked by the decider (changeSessionPolicy), field by field. */
export class SessionPolicyRequest {
  /** Minutes without activity before a session ends (5–480). @example 30 */
  @IsInt(keyed('session.idleTimeoutRange', IDLE_TIMEOUT_MINUTES))
  idle_timeout_minutes!: number;

  /** Hours after sign-in when a session ends whatever the activity (1–24). @example 12 */
  @IsInt(keyed('session.lifetimeRange', ABSOLUTE_LIFETIME_HOURS))
  absolute_lifetime_hours!: number;
}
