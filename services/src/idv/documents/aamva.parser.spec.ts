import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAamvaDate } from './aamva-fields';
import { parseAamva } from './aamva.parser';
import { AamvaParseError } from './aamva.types';

// Reference payloads live outside the repo (../shared/data from the repo root) and are never copied in.
const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? resolve(__dirname, '../../../..', '../shared/data');
const PAYLOAD_DIR = join(SHARED_DATA_DIR, 'aamva', 'payloads');

interface Expected {
  version: number;
  iin: string;
  jurisdiction: string;
  country: 'USA' | 'CAN';
  documentType: 'DL' | 'ID';
  documentNumber: string | null;
  lastName: string;
  firstName: string;
  middleName: string | null;
  dateOfBirth: string;
  expirationDate: string;
  conformant: boolean;
}

const row = (
  version: number,
  iin: string,
  jurisdiction: string,
  country: 'USA' | 'CAN',
  documentType: 'DL' | 'ID',
  documentNumber: string | null,
  [lastName, firstName, middleName]: [string, string, string | null],
  dateOfBirth: string,
  expirationDate: string,
  conformant = true,
): Expected => ({
  version,
  iin,
  jurisdiction,
  country,
  documentType,
  documentNumber,
  lastName,
  firstName,
  middleName,
  dateOfBirth,
  expirationDate,
  conformant,
});

// Values read by hand from the payloads (and, for the IdParser files, matching IdParser's own tests).
const EXPECTED: Record<string, Expected> = {
  'aamva_std_v01_example.txt': row(
    1,
    '636000',
    'VA',
    'USA',
    'DL',
    '0123456789ABC',
    ['PUBLIC', 'JOHN', 'Q'],
    '1976-11-23',
    '2001-12-01',
  ),
  'aamva_std_v10_example.txt': row(
    10,
    '636000',
    'VA',
    'USA',
    'DL',
    'T64235789',
    ['SAMPLE', 'MICHAEL', 'JOHN'],
    '1986-06-06',
    '2024-12-10',
  ),
  'idparser_AB_v3_canada.txt': row(
    3,
    '990876',
    'AB',
    'CAN',
    'DL',
    '123400-056',
    ['MOTORIST', 'MARY', 'SMITH'],
    '1993-02-04',
    '2019-01-08',
    false,
  ),
  'idparser_CO_v8_sample.txt': row(
    8,
    '636020',
    'CO',
    'USA',
    'DL',
    '124336019',
    ['MOTORIST', 'JANE', 'LYNN'],
    '1972-02-04',
    '2022-01-04',
  ),
  'idparser_CT_v1_aamva_header.txt': row(
    1,
    '636006',
    'CT',
    'USA',
    'DL',
    '990000001',
    ['CTLIC', 'ADULT', 'A'],
    '1961-01-01',
    '2015-01-01',
  ),
  'idparser_DE_v4_padded.txt': row(
    4,
    '636011',
    'DE',
    'USA',
    'DL',
    '1824873',
    ['TESTER', 'MOTORIST', null],
    '1989-09-09',
    '2019-01-09',
  ),
  'idparser_GA_v3_sample.txt': row(
    3,
    '636055',
    'GA',
    'USA',
    'DL',
    '100000001',
    ['SAMPLE', 'JANICE', null],
    '1957-07-01',
    '2013-02-01',
  ),
  'idparser_INVALID_header.txt': row(
    1,
    '636006',
    'CT',
    'USA',
    'DL',
    '025995434',
    ['MOTORIST', 'MICHAEL', 'G'],
    '1961-02-04',
    '2023-02-04',
    false,
  ),
  'idparser_KS_v9_sample.txt': row(
    9,
    '636022',
    'KS',
    'USA',
    'DL',
    'K04-76-5990',
    ['MOTORIST', 'JOEY', 'SMITH'],
    '1980-01-26',
    '2023-01-26',
  ),
  'idparser_MA_v8_sample.txt': row(
    8,
    '636002',
    'MA',
    'USA',
    'DL',
    'S12345678',
    ['SAMPLE', 'MORRIS', 'T'],
    '1971-12-31',
    '2021-08-16',
  ),
  'idparser_NH_v8_scanner_noise.txt': row(
    8,
    '636039',
    'NH',
    'USA',
    'DL',
    'NHI17128755',
    ['TESTER', 'DONNIE', 'G'],
    '1977-11-06',
    '2022-11-06',
  ),
  // NY's sample literally says DAQNONE: "NONE" is the standard's marker for "no value".
  'idparser_NY_v7_sample.txt': row(
    7,
    '636001',
    'NY',
    'USA',
    'DL',
    null,
    ['Michael', 'M', 'Motorist'],
    '2013-08-31',
    '2013-08-31',
  ),
  'idparser_PE_v9_canada.txt': row(
    9,
    '604426',
    'PE',
    'CAN',
    'DL',
    '247725',
    ['FLOWERS', 'PATTY', null],
    '1955-09-04',
    '2020-09-04',
    false,
  ),
  'idparser_TN_v6_idcard.txt': row(
    6,
    '636053',
    'TN',
    'USA',
    'ID',
    '115775955',
    ['SMITH', 'ELIZABETH', 'MOTORIST'],
    '1961-12-13',
    '2026-02-06',
  ),
  'idparser_WV_v4_sample.txt': row(
    4,
    '636061',
    'WV',
    'USA',
    'DL',
    'F123456',
    ['SMITH', 'JOE', 'BOB'],
    '1972-11-03',
    '2022-11-03',
  ),
};

const payload = (name: string) => readFileSync(join(PAYLOAD_DIR, name));

describe('parseAamva on every reference payload', () => {
  it('has an expectation for every payload file (a new file must be added here)', () => {
    expect(
      readdirSync(PAYLOAD_DIR)
        .filter((f) => f.endsWith('.txt'))
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    const doc = parseAamva(payload(file));
    expect({
      version: doc.header.version,
      iin: doc.issuer.iin,
      jurisdiction: doc.issuer.jurisdiction,
      country: doc.issuer.country,
      documentType: doc.documentType,
      documentNumber: doc.documentNumber,
      lastName: doc.lastName,
      firstName: doc.firstName,
      middleName: doc.middleName,
      dateOfBirth: doc.dateOfBirth,
      expirationDate: doc.expirationDate,
      conformant: doc.header.conformant,
    }).toEqual(expected);
  });

  it('accepts the same payload as text and as bytes', () => {
    const bytes = payload('aamva_std_v10_example.txt');
    expect(parseAamva(bytes.toString('latin1'))).toEqual(parseAamva(bytes));
  });
});

describe('parseAamva details', () => {
  it('reads the v10 standard example completely (suffix, flags, REAL ID, issue date, address)', () => {
    const doc = parseAamva(payload('aamva_std_v10_example.txt'));
    expect(doc.suffix).toBe('JR');
    expect(doc.truncation).toEqual({
      lastName: 'NOT_TRUNCATED',
      firstName: 'NOT_TRUNCATED',
      middleName: 'NOT_TRUNCATED',
    });
    expect(doc.realIdCompliance).toBe('F');
    expect(doc.issueDate).toBe('2019-06-06');
    expect(doc.sex).toBe('M');
    expect(doc.header.jurisdictionVersion).toBe(1);
    expect(doc.header.subfiles).toEqual([
      { type: 'DL', offset: 41, length: 278 },
      { type: 'ZV', offset: 319, length: 8 },
    ]);
    expect(doc.address).toEqual({
      street: '2300 WEST BROAD STREET',
      city: 'RICHMOND',
      jurisdiction: 'VA',
      postalCode: '232690000',
    });
    expect(doc.elements.ZVA).toBe('01');
  });

  it('reads the DDE/DDF/DDG truncation flags T, N and U', () => {
    const v10 = payload('aamva_std_v10_example.txt').toString('latin1');
    const doc = parseAamva(v10.replace('DDEN', 'DDET').replace('DDGN', 'DDGU'));
    expect(doc.truncation).toEqual({
      lastName: 'TRUNCATED',
      firstName: 'NOT_TRUNCATED',
      middleName: 'UNKNOWN',
    });
    expect(parseAamva(payload('idparser_CO_v8_sample.txt')).truncation.lastName).toBe('UNKNOWN');
  });

  it('uses CCYYMMDD for version 1 and Canada, MMDDCCYY for US v2+', () => {
    expect(parseAamva(payload('aamva_std_v01_example.txt')).dateOrder).toBe('CCYYMMDD');
    expect(parseAamva(payload('idparser_PE_v9_canada.txt')).dateOrder).toBe('CCYYMMDD');
    expect(parseAamva(payload('idparser_KS_v9_sample.txt')).dateOrder).toBe('MMDDCCYY');
  });

  it('falls back to CCYYMMDD for a US card that writes it (WV) and says so', () => {
    const doc = parseAamva(payload('idparser_WV_v4_sample.txt'));
    expect(doc.issueDate).toBe('2017-10-01');
    expect(doc.issues).toContain('DBB written as CCYYMMDD instead of MMDDCCYY');
  });

  it('splits v1 DAA "LAST,FIRST,MIDDLE" and v3 DCT given names', () => {
    expect(parseAamva(payload('idparser_CT_v1_aamva_header.txt')).elements.DAA).toBe('CTLIC,ADULT,A');
    const ga = parseAamva(payload('idparser_GA_v3_sample.txt'));
    expect([ga.firstName, ga.middleName, ga.suffix]).toEqual(['JANICE', null, 'PH.D.']);
  });

  it('trims space padding (DE) and reports the non-standard separators', () => {
    const doc = parseAamva(payload('idparser_DE_v4_padded.txt'));
    expect(doc.elements.DAQ).toBe('1824873');
    expect(doc.address.city).toBe('NEWARK');
    expect(doc.realIdCompliance).toBe('M');
    expect(doc.header.issues[0]).toMatch(/^separators after "@"/);
  });

  it('tolerates scanner noise in the header (NH) but keeps the layout check', () => {
    const doc = parseAamva(payload('idparser_NH_v8_scanner_noise.txt'));
    expect(doc.header.conformant).toBe(true);
    expect(doc.header.issues).toHaveLength(1);
  });

  it('flags the invalid header (one separator short, offsets off by one) while recovering the data', () => {
    const doc = parseAamva(payload('idparser_INVALID_header.txt'));
    expect(doc.header.conformant).toBe(false);
    expect(doc.header.issues).toEqual([
      'header has 2 separator character(s) after "@" instead of 3 (LF RS CR)',
      'subfile DL is not at its declared offset 29',
    ]);
  });

  it('locates the DL subfile by content when the designator is garbage (AB "DLabac")', () => {
    const doc = parseAamva(payload('idparser_AB_v3_canada.txt'));
    expect(doc.header.subfiles).toEqual([]);
    expect(doc.header.issues).toContain(
      'subfile designator 1 is malformed; located the DL/ID subfile by its content',
    );
  });

  it('keeps a BOM-prefixed text input working', () => {
    const text = payload('idparser_KS_v9_sample.txt').toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(parseAamva(text).documentNumber).toBe('K04-76-5990');
  });
});

describe('parseAamva rejects what is not an AAMVA payload', () => {
  const v10 = () => payload('aamva_std_v10_example.txt').toString('latin1');

  it.each([
    ['empty input', ''],
    ['random text', 'ABC123'],
    ['32 letters (no compliance indicator)', 'A'.repeat(32)],
    ['no file type', v10().replace('ANSI ', 'XXXX ')],
    ['version 11', v10().replace('ANSI 63600010', 'ANSI 63600011')],
    ['version 00', v10().replace('ANSI 63600010', 'ANSI 63600000')],
    ['header without any data element', '@\n\x1e\rANSI 636000100102DL00410278ZV03190008\r'],
  ])('%s', (_label, input) => {
    expect(() => parseAamva(input)).toThrow(AamvaParseError);
  });
});

describe('parseAamvaDate', () => {
  it.each([
    ['06061986', 'MMDDCCYY', '1986-06-06'],
    ['19861206', 'CCYYMMDD', '1986-12-06'],
    ['20221103', 'MMDDCCYY', '2022-11-03'],
    ['11032022', 'CCYYMMDD', '2022-11-03'],
    ['02302020', 'MMDDCCYY', null],
    ['02292020', 'MMDDCCYY', '2020-02-29'],
    ['02291900', 'MMDDCCYY', null],
    ['0606198', 'MMDDCCYY', null],
    ['', 'MMDDCCYY', null],
  ] as const)('%s read as %s -> %s', (value, order, expected) => {
    expect(parseAamvaDate(value, order)).toBe(expected);
  });

  it('records trailing noise and a fallback order in the issues list', () => {
    const issues: string[] = [];
    expect(parseAamvaDate('06092016M', 'MMDDCCYY', 'DDB', issues)).toBe('2016-06-09');
    expect(parseAamvaDate('20160609', 'MMDDCCYY', 'DBD', issues)).toBe('2016-06-09');
    expect(issues).toEqual([
      'DDB has trailing characters after the date: "06092016M"',
      'DBD written as CCYYMMDD instead of MMDDCCYY',
    ]);
  });
});
