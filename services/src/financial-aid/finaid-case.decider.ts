import { ConflictError } from '../shared/domain/domain-error';
import { exhaustive, type Decider } from '../shared/domain/event';
import { localized } from '../shared/i18n/translate';
import type {
  CaseStatus,
  FinaidCaseEvent,
  FinaidCaseReopened,
  FinaidCaseStarted,
  FinaidIdentityNotVerified,
  FinaidIdentityVerified,
  FinaidReminderSent,
  FinaidStudentUnreachable,
} from './financial-aid.events';

export interface FinaidCaseState {
  exists: boolean;
  status: CaseStatus | null;
  deadline: string | null;
}

/** Statuses a case is still being worked in; the others are results (changed only by a reopen). */
export const OPEN_STATUSES: readonly CaseStatus[] = ['selected', 'in_progress'];
export const isOpen = (status: CaseStatus | null) => status !== null && OPEN_STATUSES.includes(status);

export const finaidCaseDecider: Decider<FinaidCaseState, FinaidCaseEvent> = {
  initialState: () => ({ exists: false, status: null, deadline: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'FinaidCaseSelected':
        return { exists: true, status: 'selected', deadline: event.data.deadline };
      case 'FinaidDeadlineSet':
        return { ...state, deadline: event.data.deadline };
      case 'FinaidCaseStarted':
      case 'FinaidCaseReopened':
        return { ...state, status: 'in_progress' };
      case 'FinaidIdentityVerified':
        return { ...state, status: 'verified' };
      case 'FinaidIdentityNotVerified':
        return { ...state, status: 'not_verified' };
      case 'FinaidStudentUnreachable':
        return { ...state, status: 'unable_to_contact' };
      case 'FinaidReminderSent':
        return state;
      default:
        exhaustive(event);
        return state;
    }
  },
};

const decided = () => new ConflictError('FINAID.DECIDED', localized('finaid.alreadyDecided'));
const notDecided = () => new ConflictError('FINAID.NOT_DECIDED', localized('finaid.notDecided'));

function requireOpen(state: FinaidCaseState): void {
  if (!isOpen(state.status)) throw decided();
}

/** "In progress": only from "selected"; a case already in progress is left as it is. */
export function startCase(state: FinaidCaseState, data: FinaidCaseStarted['data']): FinaidCaseStarted[] {
  requireOpen(state);
  return state.status === 'selected' ? [{ type: 'FinaidCaseStarted', data }] : [];
}

/** A result is recorded once; changing it takes a reopen (the override permission) first. */
export function verify(
  state: FinaidCaseState,
  data: FinaidIdentityVerified['data'],
): FinaidIdentityVerified[] {
  requireOpen(state);
  return [{ type: 'FinaidIdentityVerified', data }];
}

export function notVerified(
  state: FinaidCaseState,
  data: FinaidIdentityNotVerified['data'],
): FinaidIdentityNotVerified[] {
  requireOpen(state);
  return [{ type: 'FinaidIdentityNotVerified', data }];
}

export function unreachable(
  state: FinaidCaseState,
  data: FinaidStudentUnreachable['data'],
): FinaidStudentUnreachable[] {
  requireOpen(state);
  return [{ type: 'FinaidStudentUnreachable', data }];
}

export function reopen(state: FinaidCaseState, data: FinaidCaseReopened['data']): FinaidCaseReopened[] {
  if (isOpen(state.status)) throw notDecided();
  return [{ type: 'FinaidCaseReopened', data }];
}

/** Reminders go only to students whose case is still open. */
export function remind(state: FinaidCaseState, data: FinaidReminderSent['data']): FinaidReminderSent[] {
  requireOpen(state);
  return [{ type: 'FinaidReminderSent', data }];
}
