/**
 * Date of birth and country are qualifiers, as in OpenSanctions' matchers (nomenklatura
 * `dob_year_disjoint`, `dob_day_disjoint`, `country_mismatch`): they never create a match on
 * their own, they only lower a name match when the record clearly describes someone else.
 * Missing data on either side is neutral, because lists often lack a DOB and users often
 * lack a nationality.
 */
export const QUALIFIER_WEIGHTS = {
  dobYearDisjoint: -0.15,
  dobDayDisjoint: -0.1,
  countryMismatch: -0.1,
} as const;

export type DobOutcome = 'match' | 'year-disjoint' | 'day-disjoint' | 'not-compared';
export type CountryOutcome = 'match' | 'mismatch' | 'not-compared';

export interface QualifierResult<T> {
  outcome: T;
  adjustment: number;
}

/** An entry date matches when the query agrees at the entry's own precision (YYYY, YYYY-MM, YYYY-MM-DD). */
function sameAtPrecision(listed: string, query: string): boolean {
  const n = Math.min(listed.length, query.length);
  return listed.slice(0, n) === query.slice(0, n);
}

export function compareDob(query: string | undefined, listed: string[]): QualifierResult<DobOutcome> {
  const q = query?.trim();
  if (!q || !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(q) || listed.length === 0)
    return { outcome: 'not-compared', adjustment: 0 };
  if (listed.some((d) => sameAtPrecision(d, q))) return { outcome: 'match', adjustment: 0 };
  const sameYear = listed.some((d) => d.slice(0, 4) === q.slice(0, 4));
  return sameYear
    ? { outcome: 'day-disjoint', adjustment: QUALIFIER_WEIGHTS.dobDayDisjoint }
    : { outcome: 'year-disjoint', adjustment: QUALIFIER_WEIGHTS.dobYearDisjoint };
}

export function compareCountry(query: string | undefined, listed: string[]): QualifierResult<CountryOutcome> {
  const q = query?.trim().toUpperCase();
  if (!q || listed.length === 0) return { outcome: 'not-compared', adjustment: 0 };
  return listed.includes(q)
    ? { outcome: 'match', adjustment: 0 }
    : { outcome: 'mismatch', adjustment: QUALIFIER_WEIGHTS.countryMismatch };
}
