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
  FinaidRemoteIdvFailed,
  FinaidRemoteLinkSent,
  FinaidStudentUnreachable,
  StaffRef,
} from './financial-aid.events';

export interface FinaidCaseState {
  exists: boolean;
  status: CaseStatus | null;
  deadline: string | null;
  /** The remote IDV the last link sent from the case started, and who sent it. */
  remoteIdv: { idvId: string; idvStream: string; sentBy: StaffRef } | null;
  /** The scheduled reminders sent, as `milestone@deadline` (each once). */
  scheduledReminders: string[];
}

export const scheduledReminderKey = (milestone: string, deadline: string) => `${milestone}@${deadline}`;

/** Statuses a case is still being worked in; the others are results (changed only by a reopen). */
export const OPEN_STATUSES: readonly CaseStatus[] = ['selected', 'in_progress'];
export const isOpen = (status: CaseStatus | null) => status !== null && OPEN_STATUSES.includes(status);

export const finaidCaseDecider: Decider<FinaidCaseState, FinaidCaseEvent> = {
  initialState: () => ({
    exists: false,
    status: null,
    deadline: null,
    remoteIdv: null,
    scheduledReminders: [],
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'FinaidCaseSelected':
        return { ...state, exists: true, status: 'selected', deadline: event.data.deadline, remoteIdv: null };
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
      case 'FinaidRemoteLinkSent': {
        const { idvId, idvStream, by } = event.data;
        return { ...state, status: 'in_progress', remoteIdv: { idvId, idvStream, sentBy: by } };
      }
      case 'FinaidReminderSent': {
        const { trigger, milestone, deadline } = event.data;
        if (trigger !== 'scheduled' || !milestone || !deadline) return state;
        const key = scheduledReminderKey(milestone, deadline);
        return { ...state, scheduledReminders: [...state.scheduledReminders, key] };
      }
      case 'FinaidRemoteIdvFailed':
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

/**
 * The daily job's reminder for a milestone of the schedule: nothing when the case has a result, its
 * deadline moved since the job read it, or this milestone of this deadline was already sent (a second
 * run, or a second process racing this one, sends nothing more).
 */
export function remindOnSchedule(
  state: FinaidCaseState,
  data: FinaidReminderSent['data'] & { milestone: string; deadline: string },
): FinaidReminderSent[] {
  if (!isOpen(state.status) || state.deadline !== data.deadline) return [];
  if (state.scheduledReminders.includes(scheduledReminderKey(data.milestone, data.deadline))) return [];
  return [{ type: 'FinaidReminderSent', data: { ...data, trigger: 'scheduled' } }];
}

/** The remote link: only while the case is open; the case is then in progress. */
export function sendRemoteLink(
  state: FinaidCaseState,
  data: FinaidRemoteLinkSent['data'],
): FinaidRemoteLinkSent[] {
  requireOpen(state);
  return [{ type: 'FinaidRemoteLinkSent', data }];
}

/**
 * The result of the remote IDV the case's last link started: a pass verifies the case (method
 * remote_idv, with the IDV's id); anything else is noted and leaves the case for staff. A result of
 * another IDV, or one arriving after staff recorded a result, changes nothing.
 */
export function remoteIdvResult(
  state: FinaidCaseState,
  idvId: string,
  passed: boolean,
  result: string,
  decidedBy: StaffRef | null,
  at: string,
): (FinaidIdentityVerified | FinaidRemoteIdvFailed)[] {
  if (!isOpen(state.status) || state.remoteIdv?.idvId !== idvId) return [];
  // Decided by the IDV's own checks: the process is who did it (named in the reader's language), and
  // the staff member who sent the link is the institution's reviewer of record.
  const by = decidedBy ?? { id: null, name: 'document-check' };
  const reviewerName = (decidedBy ?? state.remoteIdv.sentBy).name;
  if (!passed) return [{ type: 'FinaidRemoteIdvFailed', data: { idvId, result, by, at } }];
  return [
    {
      type: 'FinaidIdentityVerified',
      data: {
        method: 'remote_idv',
        documentType: null,
        documentExpiry: null,
        reviewerName,
        presentedOn: at.slice(0, 10),
        scanId: null,
        scanChecks: null,
        idvId,
        note: '',
        by,
        at,
      },
    },
  ];
}
