import { type ApplicantCsvRow, validateApplicantRow } from './validate-applicant-row';

const TODAY = '2026-06-15';

const row: ApplicantCsvRow = {
  external_id: 'S-1001',
  first_name: ' Avery ',
  last_name: 'Lopez',
  email: 'Avery.Lopez@Gmail.com',
  csug_email: '',
  phone: '(303) 555-0143',
  date_of_birth: '05/17/2004',
  ssn: '521-45-1234',
  address: '1200  Larimer St',
  city: 'Denver',
  state: 'colorado',
  zip: '80204',
  country_code: '',
};

function validate(overrides: ApplicantCsvRow = {}) {
  return validateApplicantRow({ ...row, ...overrides }, 7, { today: TODAY });
}

describe('validateApplicantRow', () => {
  it('Given a full row, Then a normalised applicant without empty fields', () => {
    expect(validate()).toEqual({
      ok: true,
      applicant: {
        externalId: 'S-1001',
        firstName: 'Avery',
        lastName: 'Lopez',
        email: 'avery.lopez@gmail.com',
        phone: '+13035550143',
        dateOfBirth: '2004-05-17',
        ssn: '521451234',
        street: '1200 Larimer St',
        city: 'Denver',
        state: 'CO',
        zip: '80204',
        countryCode: 'US',
      },
    });
  });

  it.each([
    ['an ISO date', { date_of_birth: '2004-5-7' }, { dateOfBirth: '2004-05-07' }],
    ['a ZIP that lost its leading zero', { zip: '2134', state: 'MA' }, { zip: '02134', state: 'MA' }],
    ['a ZIP+4 without a dash', { zip: '802041234' }, { zip: '80204-1234' }],
    ['country "United States"', { country_code: 'United States' }, { countryCode: 'US' }],
    [
      'a UK address and national phone',
      { country_code: 'gb', phone: '020 7946 0958', zip: 'ec1a 1bb', state: 'Greater London' },
      { countryCode: 'GB', phone: '+442079460958', zip: 'EC1A 1BB', state: 'Greater London' },
    ],
    [
      'an unassigned but possible number (left for the engine to flag)',
      { phone: '+1 999 555 0100' },
      { phone: '+19995550100' },
    ],
    ['an unknown US state (left for the engine to flag)', { state: 'Narnia' }, { state: 'NARNIA' }],
    ['a name with accents and an apostrophe', { last_name: "O'Núñez-Díaz" }, { lastName: "O'Núñez-Díaz" }],
    ['a school email', { csug_email: 'ALopez@CSUGlobal.edu' }, { csugEmail: 'alopez@csuglobal.edu' }],
    ['29 February of a leap year', { date_of_birth: '02/29/2000' }, { dateOfBirth: '2000-02-29' }],
    ['1 January 1900', { date_of_birth: '1900-01-01' }, { dateOfBirth: '1900-01-01' }],
    ['today', { date_of_birth: TODAY }, { dateOfBirth: TODAY }],
    [
      'runs of spaces and a tab',
      { first_name: 'Mary  Ann', city: ' Fort \t Collins ' },
      { firstName: 'Mary Ann', city: 'Fort Collins' },
    ],
    ['a dotted phone', { phone: '303.555.0143' }, { phone: '+13035550143' }],
    ['an E.164 phone', { phone: '+13035550143' }, { phone: '+13035550143' }],
    ['a Canadian number with a US address', { phone: '(416) 555-1234' }, { phone: '+14165551234' }],
  ] as const)('Given %s, Then %j', (_case, overrides, expected) => {
    const result = validate(overrides);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.applicant).toMatchObject(expected);
  });

  it.each([
    ['a missing first name', { first_name: '  ' }, 'first_name', 'first_name is required'],
    ['a missing last name', { last_name: undefined }, 'last_name', 'last_name is required'],
    ['a missing email', { email: '' }, 'email', 'email is required'],
    ['a missing date of birth', { date_of_birth: '' }, 'date_of_birth', 'date_of_birth is required'],
    [
      'digits in a name',
      { first_name: 'Av3ry' },
      'first_name',
      'first_name may contain only letters, spaces, apostrophes, hyphens and periods',
    ],
    ['a bad email', { email: 'avery@gmail' }, 'email', 'email "avery@gmail" is not a valid email address'],
    [
      'a bad school email',
      { csug_email: 'alopez' },
      'csug_email',
      'csug_email "alopez" is not a valid email address',
    ],
    [
      'a day-first date',
      { date_of_birth: '17.05.2004' },
      'date_of_birth',
      'date_of_birth "17.05.2004" must be written YYYY-MM-DD or MM/DD/YYYY',
    ],
    [
      '31 February',
      { date_of_birth: '2004-02-31' },
      'date_of_birth',
      'date_of_birth is not a calendar date (month 2, day 31)',
    ],
    [
      '29 February of a century year',
      { date_of_birth: '1900-02-29' },
      'date_of_birth',
      'date_of_birth is not a calendar date (month 2, day 29)',
    ],
    [
      'month 13',
      { date_of_birth: '2004-13-01' },
      'date_of_birth',
      'date_of_birth is not a calendar date (month 13, day 1)',
    ],
    [
      'day 0',
      { date_of_birth: '05/00/2004' },
      'date_of_birth',
      'date_of_birth is not a calendar date (month 5, day 0)',
    ],
    [
      // Date.UTC maps years 0-99 to 1900-1999, so the former round trip never accepted them.
      'a two-digit year written with four digits',
      { date_of_birth: '0099-01-01' },
      'date_of_birth',
      'date_of_birth is not a calendar date (month 1, day 1)',
    ],
    [
      'a year after 1 AD but before 1900',
      { date_of_birth: '0100-01-01' },
      'date_of_birth',
      'date_of_birth must be in 1900 or later',
    ],
    [
      'a future date',
      { date_of_birth: '2026-06-16' },
      'date_of_birth',
      'date_of_birth cannot be in the future',
    ],
    [
      'a year before 1900',
      { date_of_birth: '1899-12-31' },
      'date_of_birth',
      'date_of_birth must be in 1900 or later',
    ],
    [
      'a too-short phone',
      { phone: '555-01' },
      'phone',
      expect.stringContaining('is not a possible phone number'),
    ],
    [
      'letters as phone',
      { phone: 'call me' },
      'phone',
      expect.stringContaining('is not a possible phone number'),
    ],
    [
      'an 8-digit SSN',
      { ssn: '521-45-123' },
      'ssn',
      'ssn must have 9 digits (AAA-GG-SSSS); dashes and spaces are optional',
    ],
    ['a 3-digit ZIP', { zip: '802' }, 'zip', 'zip "802" must be a 5-digit ZIP code or ZIP+4 (12345-6789)'],
    [
      'an unknown country',
      { country_code: 'Atlantis' },
      'country_code',
      'country_code "Atlantis" must be a two-letter ISO country code such as US',
    ],
    [
      'a bad external id',
      { external_id: 'S 1001' },
      'external_id',
      expect.stringContaining('external_id may contain only'),
    ],
    ['a very long street', { address: 'x'.repeat(201) }, 'address', 'address must be at most 200 characters'],
  ] as const)('Given %s, Then an error on %s', (_case, overrides, field, message) => {
    expect(validate(overrides)).toEqual({ ok: false, errors: [{ line: 7, field, message }] });
  });

  it('Given several problems, Then every one is reported with the line', () => {
    const result = validate({ first_name: '', email: 'nope', ssn: '12' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((error) => [error.line, error.field])).toEqual([
        [7, 'first_name'],
        [7, 'email'],
        [7, 'ssn'],
      ]);
  });
});
