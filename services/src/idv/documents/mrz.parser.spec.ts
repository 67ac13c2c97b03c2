import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { computeMrzCheckDigit, MrzParseError, parseMrz } from './mrz.parser';

// Reference specimens live outside the repo (../shared/data from the repo root) and are never copied in.
const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? resolve(__dirname, '../../../..', '../shared/data');

interface Specimen {
  name: string;
  lines: string[];
  expected: {
    format: string;
    invalidFields: string[];
    lastName: string;
    firstName: string;
    documentNumber: string;
    birthDate: string;
    expirationDate: string;
  };
}

const SPECIMENS: Specimen[] = JSON.parse(
  readFileSync(join(SHARED_DATA_DIR, 'mrz', 'mrz_specimens.json'), 'utf8'),
);
// The reference library also rejects the fictional "UTO" country; this parser only checks check digits.
const COUNTRY_FIELDS = ['issuingState', 'nationality'];
const REFERENCE_DATE = '2025-06-01';

describe('parseMrz on every reference specimen', () => {
  it('covers TD1, TD2 and TD3 specimens', () => {
    expect(new Set(SPECIMENS.map((s) => s.expected.format))).toEqual(new Set(['TD1', 'TD2', 'TD3']));
  });

  it.each(SPECIMENS.map((s) => [s.name, s] as const))('%s', (_name, specimen) => {
    const doc = parseMrz(specimen.lines, { referenceDate: REFERENCE_DATE });
    const { expected } = specimen;
    expect({
      format: doc.format,
      lastName: doc.lastName,
      firstName: doc.firstName,
      documentNumber: doc.documentNumber,
      birthDate: doc.birthDate,
      expirationDate: doc.expirationDate,
      invalidFields: doc.invalidFields,
    }).toEqual({
      format: expected.format,
      lastName: expected.lastName,
      firstName: expected.firstName,
      documentNumber: expected.documentNumber,
      birthDate: expected.birthDate,
      expirationDate: expected.expirationDate,
      invalidFields: expected.invalidFields.filter((field) => !COUNTRY_FIELDS.includes(field)),
    });
    expect(doc.valid).toBe(doc.invalidFields.length === 0);
  });
});

describe('parseMrz details', () => {
  const td3 = SPECIMENS[0].lines;

  it('resolves the two-digit years and reads the TD3 fields', () => {
    const doc = parseMrz(td3, { referenceDate: REFERENCE_DATE });
    expect(doc).toMatchObject({
      documentCode: 'P',
      issuingState: 'UTO',
      nationality: 'UTO',
      sex: 'F',
      birthDateIso: '1974-08-12',
      expirationDateIso: '2012-04-15',
      optionalData: 'ZE184226B',
      nameMayBeTruncated: false,
    });
    expect(doc.checkDigits.map((c) => c.field)).toEqual([
      'documentNumberCheckDigit',
      'birthDateCheckDigit',
      'expirationDateCheckDigit',
      'personalNumberCheckDigit',
      'compositeCheckDigit',
    ]);
  });

  it('fails the birth-date and composite check digits when a birth-date digit is tampered with', () => {
    const tampered = [td3[0], td3[1].slice(0, 13) + '750812' + td3[1].slice(19)];
    const doc = parseMrz(tampered, { referenceDate: REFERENCE_DATE });
    expect(doc.valid).toBe(false);
    expect(doc.invalidFields).toEqual(['birthDateCheckDigit', 'compositeCheckDigit']);
    expect(doc.checkDigits.find((c) => c.field === 'birthDateCheckDigit')).toMatchObject({
      actual: '2',
      expected: '5',
    });
  });

  it('fails the document-number check digit of a TD1 card with a changed number', () => {
    const [top, middle, bottom] = SPECIMENS.find((s) => s.name.startsWith('TD1 Swiss'))!.lines;
    const doc = parseMrz([top.replace('A1234567', 'A1234568'), middle, bottom]);
    expect(doc.invalidFields).toEqual(['documentNumberCheckDigit', 'compositeCheckDigit']);
  });

  it('reads a long TD1 document number continued in the optional data (Belgian specimen)', () => {
    const doc = parseMrz(SPECIMENS.find((s) => s.name.startsWith('TD1 Belgian'))!.lines);
    expect(doc.documentNumber).toBe('600001795015');
    expect(doc.checkDigits[0]).toMatchObject({ field: 'documentNumberCheckDigit', actual: '2', valid: true });
  });

  it('accepts one string with line breaks, spaces and lower case (OCR output)', () => {
    const doc = parseMrz(` ${td3[0].toLowerCase()}\r\n${td3[1].replace('ZE18', 'ZE 18')} \n`, {
      referenceDate: REFERENCE_DATE,
    });
    expect(doc.valid).toBe(true);
    expect(doc.documentNumber).toBe('L898902C3');
  });

  it('puts a birth year in the past and an expiry in the near future relative to the reference date', () => {
    const line2 = 'L898902C36UTO3008125F3504156ZE184226B<<<<<18';
    const doc = parseMrz([td3[0], line2], { referenceDate: REFERENCE_DATE });
    expect([doc.birthDateIso, doc.expirationDateIso]).toEqual(['1930-08-12', '2035-04-15']);
  });

  it.each([
    ['wrong shape', ['P<UTOERIKSSON<<ANNA', 'L898902C36UTO']],
    ['invalid characters', [td3[0], td3[1].replace('<', '#')]],
    ['no lines', []],
  ])('rejects %s', (_label, lines) => {
    expect(() => parseMrz(lines as string[])).toThrow(MrzParseError);
  });
});

describe('computeMrzCheckDigit', () => {
  it.each([
    ['L898902C3', '6'],
    ['740812', '2'],
    ['120415', '9'],
    ['D23145890', '7'],
    ['<<<<<<<<<<<<<<', '0'],
  ])('%s -> %s', (value, digit) => {
    expect(computeMrzCheckDigit(value)).toBe(digit);
  });
});
