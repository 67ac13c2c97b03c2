/** A staff member's decision on a completed IDV's result. Decided on the state idv.decider.ts folds. */
import { ValidationError } from '../../shared/domain/domain-error';
import { type IdvState, requireExists } from '../idv.decider';
import { IdvNotCompletedError, IdvVersionConflictError } from '../idv.errors';
import type { IdvEvent, UserRef, Validation } from '../idv.events';
import { localized } from '../../shared/i18n';

export interface OverrideCommand {
  overallValidation: Validation;
  reason: string;
  by: UserRef;
  now: string;
  /** The version the editor read; a different current version means someone else changed it. */
  expectedVersion?: number | null;
}

/** A completed IDV (including one the policy left pending) gets a staff decision with a reason. */
export function overrideResult(state: IdvState, cmd: OverrideCommand): IdvEvent[] {
  requireExists(state);
  if (state.status !== 'Completed') throw new IdvNotCompletedError(state.idvId!);
  if (cmd.expectedVersion != null && cmd.expectedVersion !== state.version) {
    throw new IdvVersionConflictError(cmd.expectedVersion, state.version);
  }
  const reason = (cmd.reason ?? '').trim();
  if (!reason) throw new ValidationError([{ field: 'reason', message: localized('error.reasonRequired') }]);
  if (reason.length > 2000)
    throw new ValidationError([{ field: 'reason', message: localized('error.maxLength', { max: 2000 }) }]);
  return [
    {
      type: 'IdvResultOverridden',
      data: {
        idvId: state.idvId!,
        formType: state.formType!,
        previous: state.overallValidation,
        overallValidation: cmd.overallValidation,
        reason,
        overriddenBy: cmd.by,
        overriddenAt: cmd.now,
      },
    },
  ];
}
