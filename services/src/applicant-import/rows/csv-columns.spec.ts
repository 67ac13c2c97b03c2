import { canonicalColumn, CSV_COLUMN_NAMES, mapCsvHeader } from './csv-columns';
import { inEnglish } from '../../shared/i18n/in-english';

describe('CSV columns', () => {
  it.each([
    ['first_name', 'first_name'],
    ['First Name', 'first_name'],
    ['\uFEFFfirst_name', 'first_name'],
    ['sur_name', 'last_name'],
    ['Last-Name', 'last_name'],
    ['phone_number', 'phone'],
    ['DOB', 'date_of_birth'],
    ['Date of Birth', 'date_of_birth'],
    ['tax_id', 'ssn'],
    ['street', 'address'],
    ['postal_code', 'zip'],
    ['Zip Code', 'zip'],
    ['country', 'country_code'],
    ['student_id', 'external_id'],
    ['csug_email', 'csug_email'],
    ['favourite_colour', undefined],
  ])('header %p maps to %p', (header, column) => {
    expect(canonicalColumn(header)).toBe(column);
  });

  it('Given the canonical header, Then it maps in order without errors', () => {
    const mapping = mapCsvHeader([...CSV_COLUMN_NAMES]);
    expect(mapping.errors).toEqual([]);
    expect(mapping.columns).toEqual([...CSV_COLUMN_NAMES]);
  });

  it('Given spec variants, Then they map to canonical columns', () => {
    const mapping = mapCsvHeader([
      'first_name',
      'sur_name',
      'email',
      'dob',
      'phone_number',
      'postal_code',
      'country',
    ]);
    expect(mapping.errors).toEqual([]);
    expect(mapping.columns).toEqual([
      'first_name',
      'last_name',
      'email',
      'date_of_birth',
      'phone',
      'zip',
      'country_code',
    ]);
  });

  it.each([
    [
      'a missing required column',
      ['first_name', 'last_name', 'email'],
      [{ field: 'date_of_birth', message: 'Required column "date_of_birth" is missing' }],
    ],
    [
      'an unknown column',
      ['first_name', 'last_name', 'email', 'dob', 'nickname'],
      [{ field: 'nickname', message: expect.stringContaining('Unknown column "nickname"') }],
    ],
    [
      'two spellings of one column',
      ['first_name', 'last_name', 'email', 'dob', 'date_of_birth'],
      [
        {
          field: 'date_of_birth',
          message: 'Columns "dob" and "date_of_birth" both mean date_of_birth; keep one',
        },
      ],
    ],
    [
      'an empty header cell',
      ['first_name', 'last_name', 'email', 'dob', ''],
      [{ field: '(empty header in column 5)', message: expect.stringContaining('Unknown column') }],
    ],
  ])('Given %s, Then %j', (_case, headers, errors) => {
    expect(inEnglish(mapCsvHeader(headers).errors)).toEqual(errors);
  });
});
