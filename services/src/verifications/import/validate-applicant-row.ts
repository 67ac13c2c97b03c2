import { isSupportedCountry } from 'libphonenumber-js/max';
import { normaliseUsState, US_ADDRESS_COUNTRIES } from '../scoring/address.rules';
import { parsePhone as parsePhoneNumber } from '../scoring/phone-facts';
import type { CsvColumnName } from './csv-columns';

/** One CSV data row keyed by canonical column (see mapCsvHeader). */
export type ApplicantCsvRow = Readonly<Partial<Record<CsvColumnName, string | null | undefined>>>;

export interface NormalisedApplicant {
  readonly externalId?: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Lower-cased. */
  readonly email: string;
  readonly csugEmail?: string;
  /** E.164, e.g. +13035550143. */
  readonly phone?: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  /** Nine digits, no separators. */
  readonly ssn?: string;
  readonly street?: string;
  readonly city?: string;
  /** USPS code for US addresses when recognised; otherwise as given. */
  readonly state?: string;
  /** 12345 or 12345-6789 for US addresses. */
  readonly zip?: string;
  /** ISO 3166-1 alpha-2, upper case; US when the column is empty. */
  readonly countryCode: string;
}

export interface RowError {
  /** Physical line in the file (the header is line 1). */
  readonly line: number;
  readonly field: CsvColumnName;
  readonly message: string;
}

export type RowValidationResult =
  | { readonly ok: true; readonly applicant: NormalisedApplicant }
  | { readonly ok: false; readonly errors: RowError[] };

export interface RowValidationOptions {
  /** "Today" as YYYY-MM-DD for the future-date check; defaults to the current UTC date. */
  readonly today?: string;
}

/** A field's problem; parsers return the value itself on success, so a valid row allocates no wrappers. */
class FieldProblem {
  constructor(readonly message: string) {}
}

type Parsed = string | FieldProblem;

/** What some parsers need besides the value: read once per row. */
interface RowContext {
  readonly countryCode: string;
  readonly today: string;
}

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’.\- ]*$/u;
const EMAIL = /^[^\s@]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EXTERNAL_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const US_ZIP = /^(\d{4,5})(?:[\s-]?(\d{4}))?$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const US_DATE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const SSN_SEPARATORS = /[\s-]/g;
const NINE_DIGITS = /^\d{9}$/;
const WHITESPACE_RUN = /\s+/g;
/** Whitespace other than single spaces: only then does collapsing change the value. */
const UNUSUAL_WHITESPACE = /[^\S ]| {2}/;
const US_COUNTRY_NAMES: ReadonlySet<string> = new Set([
  'USA',
  'U.S.',
  'U.S.A.',
  'UNITED STATES',
  'UNITED STATES OF AMERICA',
]);
const MAX_NAME = 100;
const MAX_STREET = 200;
const MAX_CITY = 100;

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** value.replace(/\s+/g, ' '), skipping the replace when there is nothing to collapse. */
function collapseWhitespace(value: string): string {
  return UNUSUAL_WHITESPACE.test(value) ? value.replace(WHITESPACE_RUN, ' ') : value;
}

function parseName(field: CsvColumnName, value: string): Parsed {
  if (value.length > MAX_NAME) return new FieldProblem(`${field} must be at most ${MAX_NAME} characters`);
  if (!NAME.test(value)) {
    return new FieldProblem(`${field} may contain only letters, spaces, apostrophes, hyphens and periods`);
  }
  return collapseWhitespace(value);
}

function parseEmail(field: CsvColumnName, value: string): Parsed {
  const email = value.toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) {
    return new FieldProblem(`${field} "${value}" is not a valid email address`);
  }
  return email;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * A real calendar date from 1900 up to today, or why not. Same answers as the former
 * `new Date(Date.UTC(year, month - 1, day))` round trip, without a Date per row: years 0–99 were
 * never calendar dates there (Date.UTC maps them to 1900–1999), and the regexes allow four-digit
 * years only.
 */
function checkDate(year: number, month: number, day: number, today: string): Parsed {
  const valid =
    year >= 100 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);
  if (!valid) return new FieldProblem(`date_of_birth is not a calendar date (month ${month}, day ${day})`);
  const iso = `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
  if (year < 1900) return new FieldProblem('date_of_birth must be in 1900 or later');
  if (iso > today) return new FieldProblem('date_of_birth cannot be in the future');
  return iso;
}

/** US offices write MM/DD/YYYY; DD/MM/YYYY is not accepted because 03/04 would be ambiguous. */
function parseDateOfBirth(value: string, context: RowContext): Parsed {
  const iso = ISO_DATE.exec(value);
  if (iso) return checkDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), context.today);
  const us = US_DATE.exec(value);
  if (us) return checkDate(Number(us[3]), Number(us[1]), Number(us[2]), context.today);
  return new FieldProblem(`date_of_birth "${value}" must be written YYYY-MM-DD or MM/DD/YYYY`);
}

function parseCountry(value: string): Parsed {
  const upper = value.toUpperCase();
  if (US_COUNTRY_NAMES.has(upper)) return 'US';
  if (upper.length === 2 && (isSupportedCountry(upper) || US_ADDRESS_COUNTRIES.has(upper))) return upper;
  return new FieldProblem(`country_code "${value}" must be a two-letter ISO country code such as US`);
}

/**
 * Only numbers of impossible length or with no digits are row errors; a possible number that is not
 * assigned is kept so the verification can report it (PINV) instead of silently dropping the row.
 */
function parsePhone(value: string, context: RowContext): Parsed {
  const defaultCountry = isSupportedCountry(context.countryCode) ? context.countryCode : 'US';
  // As parsePhoneNumberFromString(value, defaultCountry) → .number, .isPossible(); see phone-facts.ts.
  const parsed = parsePhoneNumber(value, defaultCountry);
  if (!parsed || !parsed.possible) {
    return new FieldProblem(
      `phone "${value}" is not a possible phone number; write non-${defaultCountry} numbers with + and country code`,
    );
  }
  return parsed.number;
}

function parseSsn(value: string): Parsed {
  const digits = value.replace(SSN_SEPARATORS, '');
  if (!NINE_DIGITS.test(digits))
    return new FieldProblem('ssn must have 9 digits (AAA-GG-SSSS); dashes and spaces are optional');
  return digits;
}

/** Spreadsheets drop the leading zero of New England and Puerto Rico ZIPs (02134 → 2134); restore it. */
function parseZip(value: string, context: RowContext): Parsed {
  if (!US_ADDRESS_COUNTRIES.has(context.countryCode)) {
    return POSTAL_CODE.test(value)
      ? value.toUpperCase()
      : new FieldProblem(`zip "${value}" is not a valid postal code`);
  }
  const match = US_ZIP.exec(value);
  if (!match) return new FieldProblem(`zip "${value}" must be a 5-digit ZIP code or ZIP+4 (12345-6789)`);
  const zip5 = match[1].padStart(5, '0');
  return match[2] ? `${zip5}-${match[2]}` : zip5;
}

function parseState(value: string, context: RowContext): Parsed {
  // An unrecognised US state is kept as written so the verification reports it (ASTI).
  if (!US_ADDRESS_COUNTRIES.has(context.countryCode)) return value;
  return normaliseUsState(value) ?? value.toUpperCase();
}

function parseLength(field: CsvColumnName, value: string, max: number): Parsed {
  return value.length > max
    ? new FieldProblem(`${field} must be at most ${max} characters`)
    : collapseWhitespace(value);
}

function parseExternalId(value: string): Parsed {
  if (EXTERNAL_ID.test(value)) return value;
  return new FieldProblem(
    'external_id may contain only letters, digits, ".", "_", ":" and "-" (at most 100 characters)',
  );
}

/** Per field, in reading order (which is also the order of its errors): parser and whether required. */
const FIELDS: ReadonlyArray<{
  readonly column: CsvColumnName;
  readonly key: keyof NormalisedApplicant;
  readonly required: boolean;
  readonly parse: (value: string, context: RowContext) => Parsed;
}> = [
  { column: 'external_id', key: 'externalId', required: false, parse: parseExternalId },
  {
    column: 'first_name',
    key: 'firstName',
    required: true,
    parse: (value) => parseName('first_name', value),
  },
  { column: 'last_name', key: 'lastName', required: true, parse: (value) => parseName('last_name', value) },
  { column: 'email', key: 'email', required: true, parse: (value) => parseEmail('email', value) },
  {
    column: 'csug_email',
    key: 'csugEmail',
    required: false,
    parse: (value) => parseEmail('csug_email', value),
  },
  { column: 'phone', key: 'phone', required: false, parse: parsePhone },
  { column: 'date_of_birth', key: 'dateOfBirth', required: true, parse: parseDateOfBirth },
  { column: 'ssn', key: 'ssn', required: false, parse: parseSsn },
  {
    column: 'address',
    key: 'street',
    required: false,
    parse: (value) => parseLength('address', value, MAX_STREET),
  },
  { column: 'city', key: 'city', required: false, parse: (value) => parseLength('city', value, MAX_CITY) },
  { column: 'state', key: 'state', required: false, parse: parseState },
  { column: 'zip', key: 'zip', required: false, parse: parseZip },
];

/**
 * Validates and normalises one data row. Required: first_name, last_name, email, date_of_birth.
 * Every problem in the row is reported (not just the first), each with its line and field.
 * Absent optional fields are left out of the applicant, so stored JSON and equality checks carry no
 * undefined keys; required ones that failed are '' (the row is rejected anyway).
 */
export function validateApplicantRow(
  row: ApplicantCsvRow,
  line: number,
  options: RowValidationOptions = {},
): RowValidationResult {
  let errors: RowError[] | undefined;
  // Phone, state and ZIP formats depend on the country, so it is read first; US if it is unusable.
  let countryCode = 'US';
  const country = text(row.country_code);
  if (country !== undefined) {
    const parsed = parseCountry(country);
    if (parsed instanceof FieldProblem)
      (errors ??= []).push({ line, field: 'country_code', message: parsed.message });
    else countryCode = parsed;
  }
  const context: RowContext = { countryCode, today: options.today ?? new Date().toISOString().slice(0, 10) };
  const applicant: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = text(row[field.column]);
    const parsed = value === undefined ? undefined : field.parse(value, context);
    if (typeof parsed === 'string') {
      applicant[field.key] = parsed;
      continue;
    }
    const message = parsed ? parsed.message : field.required ? `${field.column} is required` : undefined;
    if (message !== undefined) (errors ??= []).push({ line, field: field.column, message });
    if (field.required) applicant[field.key] = '';
  }
  applicant.countryCode = countryCode;
  return errors
    ? { ok: false, errors }
    : { ok: true, applicant: applicant as unknown as NormalisedApplicant };
}
