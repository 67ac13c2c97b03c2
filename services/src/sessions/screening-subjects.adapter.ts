import type { ScreeningSubjects } from '../watchlist/ports/screening-subjects.port';
import { sessionExists, sessionNames, sessionPerson } from './session-records.public';

/** The sessions' side of the watchlist's ScreeningSubjects port: its people are the sessions' applicants. */
export const sessionScreeningSubjects: ScreeningSubjects = {
  person: sessionPerson,
  exists: sessionExists,
  names: sessionNames,
};
