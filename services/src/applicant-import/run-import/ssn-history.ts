import { TenantSsnHistory } from '../../scoring/score-applicant';

/** One person already on file with a given SSN (by blind index) in the tenant. */
export interface SsnHolder {
  identityKey: string;
  nameKey: string;
  /** YYYY-MM-DD, or '' when the session has none (nothing to compare). */
  dateOfBirth: string;
}

/**
 * The scoring engine's TenantSsnHistory from the other sessions on the same SSN. The applicant's own
 * earlier session (same identity key) is not "another person", so it is left out.
 */
export function ssnHistory(
  me: SsnHolder,
  holders: readonly SsnHolder[],
  onFileSsn: string | null,
): TenantSsnHistory {
  let sameSsnOtherNames = 0;
  let sameSsnOtherDobs = 0;
  const others = new Set<string>();
  for (const h of holders) {
    if (h.identityKey === me.identityKey) continue;
    if (h.nameKey !== me.nameKey) sameSsnOtherNames++;
    // An unknown date of birth neither matches nor contradicts another.
    if (h.dateOfBirth && me.dateOfBirth && h.dateOfBirth !== me.dateOfBirth) sameSsnOtherDobs++;
    const person = `${h.nameKey}|${h.dateOfBirth}`;
    if (person !== `${me.nameKey}|${me.dateOfBirth}`) others.add(person);
  }
  return { sameSsnOtherNames, sameSsnOtherDobs, sameSsnOtherIdentities: others.size, onFileSsn };
}
