/** Asking the applicant for new photos. Decided on the state idv.decider.ts folds. */
import { idvDecider, requireExists, type IdvState } from '../idv.decider';
import { IdvLinkStateError } from '../idv.errors';
import type { IdvEvent, IdvResubmissionRequested, UserRef } from '../idv.events';
import { sendLink, type SendLinkCommand } from '../manage-link/link.decisions';
import { localized } from '../../shared/i18n';
import type { ResubmissionReason } from './resubmission-reasons';

export interface ResubmissionCommand {
  reason: ResubmissionReason;
  note: string | null;
  by: UserRef;
  now: string;
  /** The new link (null: only check that the request may be made, before a text is paid for). */
  link: SendLinkCommand | null;
}

/**
 * A completed IDV that did not pass goes back to waiting for the applicant, with a new link (the one
 * before is revoked in the same append): the next submission is checked like the first.
 */
export function requestResubmission(state: IdvState, cmd: ResubmissionCommand): IdvEvent[] {
  requireExists(state);
  if (state.status !== 'Completed')
    throw new IdvLinkStateError('IDV.NOT_COMPLETED', localized('idvResubmission.notCompleted'));
  if (state.overallValidation === 'PASSED')
    throw new IdvLinkStateError('IDV.ALREADY_PASSED', localized('idvResubmission.alreadyPassed'));
  const requested: IdvResubmissionRequested = {
    type: 'IdvResubmissionRequested',
    data: {
      submission: state.submissions,
      reason: cmd.reason,
      note: cmd.note,
      requestedBy: cmd.by,
      requestedAt: cmd.now,
    },
  };
  if (!cmd.link) return [requested];
  return [requested, ...sendLink(idvDecider.evolve(state, requested), cmd.link)];
}
