/**
 * The applicant row's value checks other importers reuse (the financial-aid selections read dates of
 * birth and e-mail addresses exactly as the applicant upload does).
 */
export { isWellFormedEmail, readDateOfBirth } from './rows/validate-applicant-row';
export { isCsvFileName } from './upload-csv/upload-check';
export type { ImportRowError } from './import.events';
