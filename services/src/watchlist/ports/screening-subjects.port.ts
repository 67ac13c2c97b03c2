import type { Tx } from '../../shared/database/database';

/** The person of a session, as screening needs it. */
export interface ScreeningPerson {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  country_code: string | null;
}

/**
 * What screening needs to know of the people another feature keeps (today the data-verification
 * sessions), read in the caller's tenant transaction. The watchlist depends only on this interface:
 * the sessions feature implements it and the composition root hands it over (WatchlistModule
 * .withScreeningSubjects, the worker's startWatchlistWorkers), so the watchlist never reads the
 * sessions' tables or imports their code.
 */
export interface ScreeningSubjects {
  /** The person of the session in the tenant, or undefined (another tenant's session too). */
  person(tx: Tx, companyId: number, sessionUuid: string): Promise<ScreeningPerson | undefined>;
  /** True when the session is the tenant's. */
  exists(tx: Tx, companyId: number, sessionUuid: string): Promise<boolean>;
  /** The names of the tenant's sessions among the uuids, by uuid. */
  names(
    tx: Tx,
    companyId: number,
    sessionUuids: readonly string[],
  ): Promise<Map<string, { first_name: string; last_name: string }>>;
}

/** The Nest token the sessions feature provides the subjects under. */
export const SCREENING_SUBJECTS = Symbol('ScreeningSubjects');
