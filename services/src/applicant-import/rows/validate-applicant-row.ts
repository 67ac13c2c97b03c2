import { isSupportedCountry } from 'libphonenumber-js/max';
import { normaliseUsState, US_ADDRESS_COUNTRIES } from '../../scoring/address.rules';
import { parsePhone as parsePhoneNumber } from '../../scoring/phone-facts';
import type { NormalisedApplicant } from '../../scoring/applicant';
import { CSV_COLUMN_NAMES, type CsvColumnName } from './csv-columns';
import { localized, type Localized } from '../../shared/i18n/translate';

export type { NormalisedApplicant };

/** One CSV data row keyed by canonical column (see mapCsvHeader). */
export type ApplicantCsvRow = Readonly<Partial<Record<CsvColumnName, string | null | undefined>>>;

export interface RowError {
  /** Physical line in the file (the header is line 1). */
  readonly line: number;
  readonly field: CsvColumnName;
  /** The problem as a catalogue key and parameters (stored so in the import's events). */
  readonly message: Localized;
}

export type RowValidationResult =
  | { readonly ok: true; readonly applicant: NormalisedApplicant }
  | { readonly ok: false; readonly errors: RowError[] };

export interface RowValidationOptions {
  /**
   * "Today" as YYYY-MM-DD. No longer used by the validator (a future date of birth is the engine's
   * TDBF finding); kept so callers need not change.
   */
  readonly today?: string;
}

/**
 * Why a row cannot be imported. Only a row that cannot be a person (no name) or that could not be
 * stored safely (an absurdly long value) is rejected; every other problem is a finding the engine
 * reports with a reason code, so the applicant stays in the list for a reviewer.
 */
class FieldProblem {
  constructor(readonly message: Localized) {}
}

/** A value kept, plus the flag that tells the engine it could not be read (flag undefined: read fine). */
type Parsed = string | FieldProblem;

/** What some parsers need besides the value: read once per row. */
interface RowContext {
  readonly countryCode: string;
  /** Whether the country was recognised: phone and postal formats only apply then. */
  readonly knownCountry: boolean;
}

const HAS_LETTER = /\p{L}/u;
const EMAIL = /^[^\s@]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const US_ZIP = /^(\d{4,5})(?:[\s-]?(\d{4}))?$/;
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const US_DATE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const SSN_SEPARATORS = /[\s-]/g;
const NINE_DIGITS = /^\d{9}$/;
const WHITESPACE_RUN = /\s+/g;
/** Whitespace other than single spaces: only then does collapsing change the value. */
const UNUSUAL_WHITESPACE = /[^\S ]| {2}/;
/** C0/C1 control characters other than whitespace: never part of a name or an address. */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
const US_COUNTRY_NAMES: ReadonlySet<string> = new Set([
  'USA',
  'U.S.',
  'U.S.A.',
  'UNITED STATES',
  'UNITED STATES OF AMERICA',
]);

/**
 * Longest value kept per column. Generous for real data (RFC 5321 caps an address at 254); a longer
 * value is a broken file or an attack, and rejecting the row keeps the tables and the error report
 * small.
 */
export const MAX_LENGTHS: Readonly<Record<CsvColumnName, number>> = Object.freeze({
  external_id: 100,
  first_name: 100,
  last_name: 100,
  email: 254,
  csug_email: 254,
  phone: 40,
  date_of_birth: 40,
  ssn: 40,
  address: 200,
  city: 100,
  state: 100,
  zip: 20,
  country_code: 60,
});

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Control characters dropped, runs of whitespace made one space; skips the work when there is none. */
function clean(value: string): string {
  const printable = value.replace(CONTROL, '');
  return UNUSUAL_WHITESPACE.test(printable)
    ? printable.replace(WHITESPACE_RUN, ' ').trim()
    : printable.trim();
}

/** A name needs at least one letter: "---" or "12345" is no name, so the row is no person. */
function parseName(field: CsvColumnName, value: string): Parsed {
  const name = clean(value);
  return HAS_LETTER.test(name) ? name : new FieldProblem(localized('error.noLetters', { column: field }));
}

/** A malformed address is kept as written (lower case) for the engine to report (EINV). */
function parseEmail(value: string): string {
  return value.toLowerCase();
}

/** The applicant while it is being filled in (NormalisedApplicant's fields are read-only). */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Well-formed as the engine's EINV check reads it. */
export function isWellFormedEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * A real calendar date, or undefined. Years before 1900 and dates in the future are dates: the engine
 * reports them (TDBO, TDBF). Years below 100 are not (the regexes allow four-digit years only, and
 * "0099" is a typing error, not a birth in antiquity).
 */
function calendarDate(year: number, month: number, day: number): string | undefined {
  const valid =
    year >= 100 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);
  return valid ? `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}` : undefined;
}

/** US offices write MM/DD/YYYY; DD/MM/YYYY is not read because 03/04 would be ambiguous. */
export function readDateOfBirth(value: string): string | undefined {
  const iso = ISO_DATE.exec(value);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(value);
  if (us) return calendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return undefined;
}

/** ISO alpha-2 (or a spelling of the United States), else undefined. */
function readCountry(value: string): string | undefined {
  const upper = value.toUpperCase();
  if (US_COUNTRY_NAMES.has(upper)) return 'US';
  if (upper.length === 2 && (isSupportedCountry(upper) || US_ADDRESS_COUNTRIES.has(upper))) return upper;
  return undefined;
}

/** E.164 when the number is possible for its country; otherwise as written, for the engine's PINV. */
function parsePhone(value: string, context: RowContext): string {
  const defaultCountry =
    context.knownCountry && isSupportedCountry(context.countryCode) ? context.countryCode : 'US';
  // As parsePhoneNumberFromString(value, defaultCountry) → .number, .isPossible(); see phone-facts.ts.
  const parsed = parsePhoneNumber(value, defaultCountry);
  return parsed?.possible ? parsed.number : clean(value);
}

/** Spreadsheets drop the leading zero of New England and Puerto Rico ZIPs (02134 → 2134); restore it. */
function parseZip(value: string, context: RowContext): string {
  const written = clean(value).toUpperCase();
  if (!US_ADDRESS_COUNTRIES.has(context.countryCode)) return written;
  const match = US_ZIP.exec(value);
  if (!match) return written;
  const zip5 = match[1].padStart(5, '0');
  return match[2] ? `${zip5}-${match[2]}` : zip5;
}

function parseState(value: string, context: RowContext): string {
  // An unrecognised US state is kept as written so the verification reports it (ASTI).
  if (!US_ADDRESS_COUNTRIES.has(context.countryCode)) return clean(value);
  return normaliseUsState(value) ?? clean(value).toUpperCase();
}

/**
 * Validates and normalises one data row. Rejected only when it names no one (first or last name
 * missing or without a letter) or a value is longer than MAX_LENGTHS; everything else is kept for the
 * engine, which turns what it cannot check into reason codes (PINV, EINV, EMIS, TFMT, TDBI, TDBM,
 * AZIF, ASTI, ACTY…). Every problem in the row is reported, each with its line and field. Absent
 * optional fields are left out of the applicant, so stored JSON carries no undefined keys.
 */
export function validateApplicantRow(
  row: ApplicantCsvRow,
  line: number,
  _options: RowValidationOptions = {},
): RowValidationResult {
  let errors: RowError[] | undefined;
  const values: Partial<Record<CsvColumnName, string>> = {};
  for (const column of CSV_COLUMN_NAMES) {
    const value = text(row[column]);
    if (value === undefined) continue;
    if (value.length > MAX_LENGTHS[column]) {
      (errors ??= []).push({
        line,
        field: column,
        message: localized('error.valueTooLong', { column, length: value.length, max: MAX_LENGTHS[column] }),
      });
    } else values[column] = value;
  }
  for (const column of ['first_name', 'last_name'] as const) {
    const value = values[column];
    if (value === undefined) {
      if (!errors?.some((e) => e.field === column))
        (errors ??= []).push({ line, field: column, message: localized('error.columnRequired', { column }) });
      continue;
    }
    const parsed = parseName(column, value);
    if (parsed instanceof FieldProblem)
      (errors ??= []).push({ line, field: column, message: parsed.message });
  }
  if (errors)
    return { ok: false, errors: errors.sort((a, b) => COLUMN_ORDER[a.field] - COLUMN_ORDER[b.field]) };

  // Phone, state and ZIP formats depend on the country, so it is read first; US when empty.
  const writtenCountry = values.country_code;
  const known = writtenCountry === undefined ? 'US' : readCountry(writtenCountry);
  const context: RowContext = {
    countryCode: known ?? clean(writtenCountry!).toUpperCase(),
    knownCountry: known !== undefined,
  };
  // Filled field by field below; the country goes last, keeping the fields' order in stored events.
  const applicant: Writable<Omit<NormalisedApplicant, 'countryCode'>> = {
    firstName: clean(values.first_name!),
    lastName: clean(values.last_name!),
    email: values.email === undefined ? '' : parseEmail(values.email),
  };
  if (values.external_id !== undefined) applicant.externalId = clean(values.external_id);
  if (values.csug_email !== undefined) applicant.csugEmail = parseEmail(values.csug_email);
  if (values.phone !== undefined) applicant.phone = parsePhone(values.phone, context);
  if (values.date_of_birth !== undefined) {
    const date = readDateOfBirth(values.date_of_birth);
    if (date === undefined) applicant.unreadableDateOfBirth = true;
    else applicant.dateOfBirth = date;
  }
  if (values.ssn !== undefined) {
    const digits = values.ssn.replace(SSN_SEPARATORS, '');
    if (NINE_DIGITS.test(digits)) applicant.ssn = digits;
    else applicant.malformedSsn = true;
  }
  if (values.address !== undefined) applicant.street = clean(values.address);
  if (values.city !== undefined) applicant.city = clean(values.city);
  if (values.state !== undefined) applicant.state = parseState(values.state, context);
  if (values.zip !== undefined) applicant.zip = parseZip(values.zip, context);
  return { ok: true, applicant: { ...applicant, countryCode: context.countryCode } };
}

const COLUMN_ORDER: Readonly<Record<string, number>> = Object.fromEntries(
  CSV_COLUMN_NAMES.map((column, index) => [column, index]),
);
