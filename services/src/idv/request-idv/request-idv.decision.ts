/** Requesting an IDV: the first event of its stream. Decided on the state idv.decider.ts folds. */
import type { IdvState } from '../idv.decider';
import { IdvAlreadyRequestedError } from '../idv.errors';
import type { FormType, IdvEvent, IdvSubject, UserRef } from '../idv.events';

export interface RequestIdvCommand {
  idvId: string;
  uuid: string;
  formType: FormType;
  subject: IdvSubject;
  source: 'session' | 'remote';
  by: UserRef;
  now: string;
}

/** One IDV per subject and form type. */
export function requestIdv(state: IdvState, cmd: RequestIdvCommand): IdvEvent[] {
  if (state.status !== 'none') throw new IdvAlreadyRequestedError();
  const { idvId, uuid, formType, subject, source, by, now } = cmd;
  return [
    {
      type: 'IdvRequested',
      data: { idvId, uuid, formType, subject, source, requestedBy: by, requestedAt: now },
    },
  ];
}
