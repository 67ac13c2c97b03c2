/**
 * Parser for ICAO 9303 machine-readable zones: TD3 (passports, 2 x 44), TD2 (2 x 36) and
 * TD1 (ID cards, 3 x 30), with every check digit recomputed.
 *
 * Country codes are only checked for shape ([A-Z<]{3}), not against the ISO 3166 list, so the
 * ICAO "UTO" (Utopia) specimens stay usable as test data.
 */
import { isoDateIfValid } from './aamva-fields';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

export type MrzCheckDigitField =
  | 'documentNumberCheckDigit'
  | 'birthDateCheckDigit'
  | 'expirationDateCheckDigit'
  | 'personalNumberCheckDigit'
  | 'compositeCheckDigit';

export interface MrzCheckDigitResult {
  field: MrzCheckDigitField;
  /** Digit printed in the MRZ ('<' counts as 0). */
  actual: string;
  expected: string;
  valid: boolean;
}

export interface MrzDocument {
  format: MrzFormat;
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  nationality: string;
  lastName: string;
  firstName: string;
  /** True when the name field is full, so the name may have been cut at the field length. */
  nameMayBeTruncated: boolean;
  sex: 'M' | 'F' | 'X';
  /** Raw YYMMDD as printed, and the ISO date with the century resolved (null if not a date). */
  birthDate: string;
  birthDateIso: string | null;
  expirationDate: string;
  expirationDateIso: string | null;
  optionalData: string;
  checkDigits: MrzCheckDigitResult[];
  /** Check-digit fields that do not match, empty when every check digit is right. */
  invalidFields: MrzCheckDigitField[];
  valid: boolean;
}

export interface MrzParseOptions {
  /** Reference date (ISO) used to resolve two-digit years; defaults to today. */
  referenceDate?: string;
}

export class MrzParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MrzParseError';
  }
}

const LINE_LAYOUTS: Record<MrzFormat, { lines: number; length: number }> = {
  TD1: { lines: 3, length: 30 },
  TD2: { lines: 2, length: 36 },
  TD3: { lines: 2, length: 44 },
};
const WEIGHTS = [7, 3, 1];

/** ICAO 9303 check digit: weights 7-3-1, digits as-is, A-Z = 10-35, filler '<' = 0. */
export function computeMrzCheckDigit(value: string): string {
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    sum += charValue(value[i]) * WEIGHTS[i % 3];
  }
  return String(sum % 10);
}

function charValue(char: string): number {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
  if (char === '<') return 0;
  throw new MrzParseError(`invalid MRZ character "${char}"`);
}

/** Parses MRZ lines (array, or one string with line breaks). */
export function parseMrz(input: string | string[], options: MrzParseOptions = {}): MrzDocument {
  const lines = normaliseLines(input);
  const format = detectFormat(lines);
  const referenceYear = Number((options.referenceDate ?? new Date().toISOString()).slice(0, 4));
  const fields = format === 'TD1' ? readTd1(lines) : readTd2OrTd3(lines, format);
  const checkDigits = fields.checks.map(({ field, data, digit }) => checkDigitResult(field, data, digit));
  const invalidFields = checkDigits.filter((check) => !check.valid).map((check) => check.field);
  const names = splitNames(fields.nameField);
  return {
    format,
    documentCode: fields.documentCode.replace(/<+$/, ''),
    issuingState: fields.issuingState.replace(/</g, ''),
    documentNumber: fields.documentNumber,
    nationality: fields.nationality.replace(/</g, ''),
    ...names,
    sex: fields.sex === 'M' || fields.sex === 'F' ? fields.sex : 'X',
    birthDate: fields.birthDate,
    birthDateIso: resolveYymmdd(fields.birthDate, referenceYear, 'birth'),
    expirationDate: fields.expirationDate,
    expirationDateIso: resolveYymmdd(fields.expirationDate, referenceYear, 'expiry'),
    optionalData: fields.optionalData.replace(/</g, ' ').replace(/\s+/g, ' ').trim(),
    checkDigits,
    invalidFields,
    valid: invalidFields.length === 0,
  };
}

function normaliseLines(input: string | string[]): string[] {
  const raw = Array.isArray(input) ? input : input.split(/\r?\n/);
  // OCR output often carries spaces or lower case; MRZ itself has neither.
  const lines = raw.map((line) => line.replace(/\s+/g, '').toUpperCase()).filter((line) => line.length > 0);
  for (const line of lines) {
    if (!/^[A-Z0-9<]+$/.test(line)) throw new MrzParseError(`invalid characters in MRZ line "${line}"`);
  }
  return lines;
}

function detectFormat(lines: string[]): MrzFormat {
  for (const format of Object.keys(LINE_LAYOUTS) as MrzFormat[]) {
    const layout = LINE_LAYOUTS[format];
    if (lines.length === layout.lines && lines.every((line) => line.length === layout.length)) return format;
  }
  const shape = lines.map((line) => line.length).join(' x ');
  throw new MrzParseError(`unrecognised MRZ shape: ${lines.length} line(s) of ${shape} characters`);
}

interface RawFields {
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  nationality: string;
  nameField: string;
  sex: string;
  birthDate: string;
  expirationDate: string;
  optionalData: string;
  checks: Array<{ field: MrzCheckDigitField; data: string; digit: string }>;
}

function readTd2OrTd3(lines: string[], format: 'TD2' | 'TD3'): RawFields {
  const [top, bottom] = lines;
  const end = format === 'TD3' ? 42 : 35;
  const { number, numberCheckDigit } = readDocumentNumber(
    bottom.slice(0, 9),
    bottom[9],
    bottom.slice(28, end),
  );
  const checks: RawFields['checks'] = [
    { field: 'documentNumberCheckDigit', data: number, digit: numberCheckDigit },
    { field: 'birthDateCheckDigit', data: bottom.slice(13, 19), digit: bottom[19] },
    { field: 'expirationDateCheckDigit', data: bottom.slice(21, 27), digit: bottom[27] },
  ];
  // Only TD3 has a dedicated check digit for the personal number (optional data).
  if (format === 'TD3')
    checks.push({ field: 'personalNumberCheckDigit', data: bottom.slice(28, 42), digit: bottom[42] });
  const compositeData =
    bottom.slice(0, 10) + bottom.slice(13, 20) + bottom.slice(21, end + (format === 'TD3' ? 1 : 0));
  checks.push({ field: 'compositeCheckDigit', data: compositeData, digit: bottom[bottom.length - 1] });
  return {
    documentCode: top.slice(0, 2),
    issuingState: top.slice(2, 5),
    documentNumber: number,
    nationality: bottom.slice(10, 13),
    nameField: top.slice(5),
    sex: bottom[20],
    birthDate: bottom.slice(13, 19),
    expirationDate: bottom.slice(21, 27),
    optionalData: bottom.slice(28, end),
    checks,
  };
}

function readTd1(lines: string[]): RawFields {
  const [top, middle, bottom] = lines;
  const { number, numberCheckDigit } = readDocumentNumber(top.slice(5, 14), top[14], top.slice(15, 30));
  const compositeData = top.slice(5, 30) + middle.slice(0, 7) + middle.slice(8, 15) + middle.slice(18, 29);
  return {
    documentCode: top.slice(0, 2),
    issuingState: top.slice(2, 5),
    documentNumber: number,
    nationality: middle.slice(15, 18),
    nameField: bottom,
    sex: middle[7],
    birthDate: middle.slice(0, 6),
    expirationDate: middle.slice(8, 14),
    optionalData: `${top.slice(15, 30)}<${middle.slice(18, 29)}`,
    checks: [
      { field: 'documentNumberCheckDigit', data: number, digit: numberCheckDigit },
      { field: 'birthDateCheckDigit', data: middle.slice(0, 6), digit: middle[6] },
      { field: 'expirationDateCheckDigit', data: middle.slice(8, 14), digit: middle[14] },
      { field: 'compositeCheckDigit', data: compositeData, digit: middle[29] },
    ],
  };
}

/**
 * Document numbers longer than 9 characters (ICAO 9303 part 5/6): the check-digit position holds '<'
 * and the number continues in the optional data, its check digit being the last character before
 * the first filler.
 */
function readDocumentNumber(
  field: string,
  checkDigit: string,
  optional: string,
): { number: string; numberCheckDigit: string } {
  if (checkDigit !== '<' || optional[0] === '<') {
    return { number: field.replace(/<+$/, ''), numberCheckDigit: checkDigit };
  }
  const continuation = optional.split('<')[0];
  return {
    number: field + continuation.slice(0, -1),
    numberCheckDigit: continuation.slice(-1),
  };
}

function checkDigitResult(field: MrzCheckDigitField, data: string, digit: string): MrzCheckDigitResult {
  const expected = computeMrzCheckDigit(data);
  // An all-filler optional field may carry '<' as its check digit, which stands for 0.
  const actual = digit === '<' ? '0' : digit;
  return { field, actual: digit, expected, valid: actual === expected };
}

function splitNames(nameField: string): { lastName: string; firstName: string; nameMayBeTruncated: boolean } {
  const [primary, ...rest] = nameField.split('<<');
  const clean = (value: string) => value.replace(/</g, ' ').replace(/\s+/g, ' ').trim();
  return {
    lastName: clean(primary),
    firstName: clean(rest.join(' ')),
    nameMayBeTruncated: !nameField.endsWith('<'),
  };
}

/**
 * Two-digit years: a birth year is the latest one not after the reference year; an expiry year is
 * taken in the 2000s unless that lands more than 50 years after the reference year.
 */
function resolveYymmdd(yymmdd: string, referenceYear: number, kind: 'birth' | 'expiry'): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const centuryBase = Math.floor(referenceYear / 100) * 100;
  let year = centuryBase + yy;
  if (kind === 'birth' && year > referenceYear) year -= 100;
  if (kind === 'expiry' && year > referenceYear + 50) year -= 100;
  return isoDateIfValid(year, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)));
}
