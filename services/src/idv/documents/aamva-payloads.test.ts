/**
 * What the AAMVA parser must read from each reference payload (../shared/data/aamva/payloads), the
 * table aamva.parser.spec.ts checks every payload against. Test support only: `*.test.ts` files are
 * left out of the build (tsconfig.build.json) and are not test suites here (jest.config.js).
 */
export interface Expected {
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
export const EXPECTED: Record<string, Expected> = {
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
