import { ValidationError } from '../shared/domain/domain-error';
import { localized } from '../shared/i18n';

/** The longest reason staff may give for a decision on an IDV (the console counts down to it). */
export const STAFF_REASON_MAX_LENGTH = 2000;

/**
 * The reason a staff member gives for a decision on an IDV (an override of the result, a selfie match
 * decided in review): required, trimmed, at most STAFF_REASON_MAX_LENGTH characters.
 */
export function staffReason(reason: string | null | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw new ValidationError([{ field: 'reason', message: localized('error.reasonRequired') }]);
  if (trimmed.length > STAFF_REASON_MAX_LENGTH)
    throw new ValidationError([
      { field: 'reason', message: localized('error.maxLength', { max: STAFF_REASON_MAX_LENGTH }) },
    ]);
  return trimmed;
}
