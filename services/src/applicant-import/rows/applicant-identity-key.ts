/**
 * Idempotency key for an applicant within one organisation: re-uploading the same file (or a row for
 * a person already uploaded) must find the existing verification session instead of creating another.
 * The school's own id wins when given; otherwise a person is their email plus date of birth, since
 * siblings can share an email but rarely a birthday, and one person rarely changes both. A row missing
 * the email or the date of birth (imported with a finding) adds the name, so two such applicants are
 * not taken for one.
 */
export interface IdentityKeyInput {
  readonly externalId?: string;
  readonly firstName: string;
  readonly lastName: string;
  /** '' when the row has none. */
  readonly email: string;
  /** YYYY-MM-DD; absent when missing or unreadable. */
  readonly dateOfBirth?: string;
}

export function applicantIdentityKey(input: IdentityKeyInput): string {
  const externalId = input.externalId?.trim();
  if (externalId) return `ext:${externalId}`;
  const email = input.email.trim().toLowerCase();
  if (email && input.dateOfBirth) return `email:${email}|dob:${input.dateOfBirth}`;
  return `person:${normalisePersonName(input.firstName, input.lastName)}|email:${email}|dob:${input.dateOfBirth ?? ''}`;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Unicode-aware so non-Latin names keep their letters instead of collapsing to an empty key.
const NOT_LETTER = /[^\p{L}]/gu;

/**
 * Name comparison key for the SSN-history checks (TSNM, TSYN): "José O'Neil" and "JOSE ONEIL" are the
 * same person for this purpose, so case, accents, spaces and punctuation are ignored.
 */
export function normalisePersonName(firstName: string, lastName: string): string {
  const fold = (value: string): string =>
    value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_LETTER, '');
  return `${fold(firstName)} ${fold(lastName)}`;
}

/** One person for SSN-history purposes: normalised name plus date of birth. */
export function personFingerprint(
  firstName: string,
  lastName: string,
  dateOfBirth: string | undefined,
): string {
  return `${normalisePersonName(firstName, lastName)}|${dateOfBirth ?? ''}`;
}
