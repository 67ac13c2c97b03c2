import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normaliseUsState, US_ADDRESS_COUNTRIES } from '../scoring/address.rules';
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

type Parsed<T> = { readonly value: T } | { readonly error: string };

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’.\- ]*$/u;
const EMAIL = /^[^\s@]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EXTERNAL_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const US_ZIP = /^(\d{4,5})(?:[\s-]?(\d{4}))?$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const US_DATE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
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

function parseName(field: CsvColumnName, value: string): Parsed<string> {
  if (value.length > MAX_NAME) return { error: `${field} must be at most ${MAX_NAME} characters` };
  if (!NAME.test(value)) {
    return { error: `${field} may contain only letters, spaces, apostrophes, hyphens and periods` };
  }
  return { value: value.replace(/\s+/g, ' ') };
}

function parseEmail(field: CsvColumnName, value: string): Parsed<string> {
  const email = value.toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) {
    return { error: `${field} "${value}" is not a valid email address` };
  }
  return { value: email };
}

/** A real calendar date from 1900 up to today, or why not. */
function checkDate(year: number, month: number, day: number, today: string): Parsed<string> {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { error: `date_of_birth is not a calendar date (month ${month}, day ${day})` };
  }
  const iso = date.toISOString().slice(0, 10);
  if (year < 1900) return { error: 'date_of_birth must be in 1900 or later' };
  if (iso > today) return { error: 'date_of_birth cannot be in the future' };
  return { value: iso };
}

/** US offices write MM/DD/YYYY; DD/MM/YYYY is not accepted because 03/04 would be ambiguous. */
function parseDateOfBirth(value: string, today: string): Parsed<string> {
  const iso = ISO_DATE.exec(value);
  if (iso) return checkDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), today);
  const us = US_DATE.exec(value);
  if (us) return checkDate(Number(us[3]), Number(us[1]), Number(us[2]), today);
  return { error: `date_of_birth "${value}" must be written YYYY-MM-DD or MM/DD/YYYY` };
}

function parseCountry(value: string): Parsed<string> {
  const upper = value.toUpperCase();
  if (US_COUNTRY_NAMES.has(upper)) return { value: 'US' };
  if (upper.length === 2 && (isSupportedCountry(upper) || US_ADDRESS_COUNTRIES.has(upper)))
    return { value: upper };
  return { error: `country_code "${value}" must be a two-letter ISO country code such as US` };
}

/**
 * Only numbers of impossible length or with no digits are row errors; a possible number that is not
 * assigned is kept so the verification can report it (PINV) instead of silently dropping the row.
 */
function parsePhone(value: string, countryCode: string): Parsed<string> {
  const defaultCountry = isSupportedCountry(countryCode) ? countryCode : 'US';
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed || !parsed.isPossible()) {
    return {
      error: `phone "${value}" is not a possible phone number; write non-${defaultCountry} numbers with + and country code`,
    };
  }
  return { value: parsed.number };
}

function parseSsn(value: string): Parsed<string> {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits))
    return { error: 'ssn must have 9 digits (AAA-GG-SSSS); dashes and spaces are optional' };
  return { value: digits };
}

/** Spreadsheets drop the leading zero of New England and Puerto Rico ZIPs (02134 → 2134); restore it. */
function parseZip(value: string, countryCode: string): Parsed<string> {
  if (!US_ADDRESS_COUNTRIES.has(countryCode)) {
    return POSTAL_CODE.test(value)
      ? { value: value.toUpperCase() }
      : { error: `zip "${value}" is not a valid postal code` };
  }
  const match = US_ZIP.exec(value);
  if (!match) return { error: `zip "${value}" must be a 5-digit ZIP code or ZIP+4 (12345-6789)` };
  const zip5 = match[1].padStart(5, '0');
  return { value: match[2] ? `${zip5}-${match[2]}` : zip5 };
}

function parseState(value: string, countryCode: string): Parsed<string> {
  // An unrecognised US state is kept as written so the verification reports it (ASTI).
  if (!US_ADDRESS_COUNTRIES.has(countryCode)) return { value };
  return { value: normaliseUsState(value) ?? value.toUpperCase() };
}

function parseLength(field: CsvColumnName, value: string, max: number): Parsed<string> {
  return value.length > max
    ? { error: `${field} must be at most ${max} characters` }
    : { value: value.replace(/\s+/g, ' ') };
}

function parseExternalId(value: string): Parsed<string> {
  if (EXTERNAL_ID.test(value)) return { value };
  return {
    error: 'external_id may contain only letters, digits, ".", "_", ":" and "-" (at most 100 characters)',
  };
}

type FieldReader = <T>(
  field: CsvColumnName,
  parse: (value: string) => Parsed<T>,
  required?: boolean,
) => T | undefined;

/** Reads one field, recording "is required" or the parser's message against the row's line. */
function fieldReader(row: ApplicantCsvRow, line: number, errors: RowError[]): FieldReader {
  return <T>(field: CsvColumnName, parse: (value: string) => Parsed<T>, required = false): T | undefined => {
    const value = text(row[field]);
    if (value === undefined) {
      if (required) errors.push({ line, field, message: `${field} is required` });
      return undefined;
    }
    const parsed = parse(value);
    if ('error' in parsed) {
      errors.push({ line, field, message: parsed.error });
      return undefined;
    }
    return parsed.value;
  };
}

/** Leaves absent optional fields out, so stored JSON and equality checks carry no undefined keys. */
function withoutUndefined<T extends object>(value: T): T {
  // Copying keeps the object's shape stable; `delete` would push V8 into slow dictionary mode.
  const result: Record<string, unknown> = {};
  for (const key in value) {
    if (value[key] !== undefined) result[key] = value[key];
  }
  return result as T;
}

/**
 * Validates and normalises one data row. Required: first_name, last_name, email, date_of_birth.
 * Every problem in the row is reported (not just the first), each with its line and field.
 */
export function validateApplicantRow(
  row: ApplicantCsvRow,
  line: number,
  options: RowValidationOptions = {},
): RowValidationResult {
  const errors: RowError[] = [];
  const read = fieldReader(row, line, errors);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  // Phone, state and ZIP formats depend on the country, so it is read first; US if it is unusable.
  const countryCode = read('country_code', parseCountry) ?? 'US';
  const applicant = withoutUndefined({
    externalId: read('external_id', parseExternalId),
    firstName: read('first_name', (value) => parseName('first_name', value), true) ?? '',
    lastName: read('last_name', (value) => parseName('last_name', value), true) ?? '',
    email: read('email', (value) => parseEmail('email', value), true) ?? '',
    csugEmail: read('csug_email', (value) => parseEmail('csug_email', value)),
    phone: read('phone', (value) => parsePhone(value, countryCode)),
    dateOfBirth: read('date_of_birth', (value) => parseDateOfBirth(value, today), true) ?? '',
    ssn: read('ssn', parseSsn),
    street: read('address', (value) => parseLength('address', value, MAX_STREET)),
    city: read('city', (value) => parseLength('city', value, MAX_CITY)),
    state: read('state', (value) => parseState(value, countryCode)),
    zip: read('zip', (value) => parseZip(value, countryCode)),
    countryCode,
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, applicant };
}
