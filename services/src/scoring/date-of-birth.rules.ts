import { type ReasonCodeCode, worstCodeLevel } from './reason-code-catalogue';
import type { RiskLevel } from './risk-level';

export interface DateOfBirthRuleResult {
  readonly dobLevel: RiskLevel;
  readonly codes: ReasonCodeCode[];
}

/**
 * Bounds for a school applicant. Under 13 is below any admissions or aid programme (dual enrolment
 * starts around 14); over 100 is far beyond any real applicant and typical of default dates such as
 * 1900-01-01.
 */
export const MIN_PLAUSIBLE_AGE = 13;
export const MAX_PLAUSIBLE_AGE = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between two ISO dates, computed on the digits so no time zone can shift a birthday. */
export function ageInYears(dateOfBirth: string, asOf: string): number | undefined {
  const born = ISO_DATE.exec(dateOfBirth);
  const today = ISO_DATE.exec(asOf);
  if (!born || !today) return undefined;
  const years = Number(today[1]) - Number(born[1]);
  const hadBirthday = today[2] + today[3] >= born[2] + born[3];
  return hadBirthday ? years : years - 1;
}

/**
 * Plausibility of the date of birth. The row validator gives YYYY-MM-DD, or nothing when the row had
 * none (TDBM) or an unreadable one (`unreadable`, TDBI); a value in another shape (a direct caller's
 * mistake) yields no finding rather than a guessed one.
 */
export function evaluateDateOfBirth(
  dateOfBirth: string | undefined,
  asOf: string,
  unreadable = false,
): DateOfBirthRuleResult {
  if (dateOfBirth === undefined || dateOfBirth === '') {
    return unreadable ? { dobLevel: 'high', codes: ['TDBI'] } : { dobLevel: 'inconclusive', codes: ['TDBM'] };
  }
  const age = ageInYears(dateOfBirth, asOf);
  if (age === undefined) return { dobLevel: 'inconclusive', codes: [] };
  const codes: ReasonCodeCode[] = [];
  if (dateOfBirth > asOf) codes.push('TDBF');
  else if (age < MIN_PLAUSIBLE_AGE) codes.push('TDBY');
  else if (age > MAX_PLAUSIBLE_AGE) codes.push('TDBO');
  // A plausible date is positive evidence for nothing else, so it rates low rather than exact.
  return { dobLevel: codes.length > 0 ? worstCodeLevel(codes) : 'low', codes };
}
