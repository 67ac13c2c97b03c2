/**
 * An applicant as the scoring engine reads it: a CSV row once validated and normalised (the import's
 * rows/validate-applicant-row.ts builds it). It lives here so that scoring stays a library with no
 * dependency on the import that feeds it.
 */
export interface NormalisedApplicant {
  readonly externalId?: string;
  readonly firstName: string;
  readonly lastName: string;
  /**
   * Lower-cased; as written when it is not a well-formed address (the engine reports EINV), '' when
   * the row has none (EMIS).
   */
  readonly email: string;
  readonly csugEmail?: string;
  /** E.164 (+13035550143) when possible; otherwise as written, which the engine reports as PINV. */
  readonly phone?: string;
  /** YYYY-MM-DD; absent when missing (TDBM) or not a readable calendar date (TDBI, see below). */
  readonly dateOfBirth?: string;
  /** The date of birth was given but is not a calendar date in a format we read. */
  readonly unreadableDateOfBirth?: true;
  /** Nine digits, no separators. */
  readonly ssn?: string;
  /** An SSN was given but is not nine digits (TFMT); the value itself is not kept. */
  readonly malformedSsn?: true;
  readonly street?: string;
  readonly city?: string;
  /** USPS code for US addresses when recognised; otherwise as given (ASTI). */
  readonly state?: string;
  /** 12345 or 12345-6789 for US addresses when readable; otherwise as written (AZIF). */
  readonly zip?: string;
  /**
   * ISO 3166-1 alpha-2, upper case; US when the column is empty. An unrecognised country is kept as
   * written, upper case (ACTY).
   */
  readonly countryCode: string;
}
