import { readdirSync } from 'node:fs';
import { parseAamvaDate } from './aamva-fields';
import { parseAamva } from './aamva.parser';
import { AamvaParseError } from './aamva.types';
import { EXPECTED } from './aamva-payloads.test';
import { PAYLOAD_DIR, payload } from './reference-documents.test';

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
