import { type ApplicantCsvRow, validateApplicantRow } from './validate-applicant-row';
import { inEnglish } from '../../shared/i18n/in-english';

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
    // A bad field is a finding for the engine (issue 12): the row is imported, the value kept as typed.
    ['a four-digit phone', { phone: '1234' }, { phone: '1234' }],
    ['a phone with an extra digit', { phone: '212-555-01234' }, { phone: '212-555-01234' }],
    ['a phone without an area code', { phone: '555-0199' }, { phone: '555-0199' }],
    ['letters as phone', { phone: 'call me' }, { phone: 'call me' }],
    ['a bad email', { email: 'Avery@Gmail' }, { email: 'avery@gmail' }],
    ['no email', { email: '' }, { email: '' }],
    ['a bad school email', { csug_email: 'alopez' }, { csugEmail: 'alopez' }],
    ['a 3-digit ZIP', { zip: '802' }, { zip: '802' }],
    [
      'an unknown country',
      { country_code: 'Atlantis', state: 'x', zip: '1' },
      { countryCode: 'ATLANTIS', state: 'x', zip: '1' },
    ],
    ['an external id with a space', { external_id: 'S 1001' }, { externalId: 'S 1001' }],
    ['digits in a name', { first_name: 'Av3ry' }, { firstName: 'Av3ry' }],
    ['a future date (TDBF)', { date_of_birth: '2026-06-16' }, { dateOfBirth: '2026-06-16' }],
    ['a year before 1900 (TDBO)', { date_of_birth: '1899-12-31' }, { dateOfBirth: '1899-12-31' }],
  ] as const)('Given %s, Then the row is kept with %j', (_case, overrides, expected) => {
    const result = validate(overrides);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.applicant).toMatchObject(expected);
  });

  it.each([
    ['no date of birth', { date_of_birth: '' }, {}],
    ['a day-first date', { date_of_birth: '17.05.2004' }, { unreadableDateOfBirth: true }],
    ['31 February', { date_of_birth: '2004-02-31' }, { unreadableDateOfBirth: true }],
    ['29 February of a century year', { date_of_birth: '1900-02-29' }, { unreadableDateOfBirth: true }],
    ['month 13', { date_of_birth: '2004-13-01' }, { unreadableDateOfBirth: true }],
    ['day 0', { date_of_birth: '05/00/2004' }, { unreadableDateOfBirth: true }],
    [
      'a two-digit year written with four digits',
      { date_of_birth: '0099-01-01' },
      { unreadableDateOfBirth: true },
    ],
  ] as const)(
    'Given %s, Then the row is kept without a date of birth, flagged %j',
    (_case, overrides, flags) => {
      const result = validate(overrides);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.applicant.dateOfBirth).toBeUndefined();
      expect(result.applicant.unreadableDateOfBirth).toBe(
        (flags as { unreadableDateOfBirth?: true }).unreadableDateOfBirth,
      );
    },
  );

  it('Given an SSN that is not nine digits, Then the row is kept, the SSN dropped and flagged', () => {
    const result = validate({ ssn: '521-45-123' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.applicant.ssn).toBeUndefined();
      expect(result.applicant.malformedSsn).toBe(true);
    }
  });

  it.each([
    ['a missing first name', { first_name: '  ' }, 'first_name', 'first_name is required'],
    ['a missing last name', { last_name: undefined }, 'last_name', 'last_name is required'],
    [
      'a name without letters',
      { last_name: '--- 123' },
      'last_name',
      'last_name has no letters, so the row names no one',
    ],
    [
      'a very long street',
      { address: 'x'.repeat(201) },
      'address',
      'address is 201 characters long; at most 200 are accepted',
    ],
    [
      'an absurd phone',
      { phone: '1'.repeat(5000) },
      'phone',
      'phone is 5000 characters long; at most 40 are accepted',
    ],
  ] as const)('Given %s, Then an error on %s', (_case, overrides, field, message) => {
    expect(inEnglish(validate(overrides))).toEqual({ ok: false, errors: [{ line: 7, field, message }] });
  });

  it('Given several problems, Then every one is reported with the line', () => {
    const result = validate({ first_name: '', email: 'x'.repeat(300), ssn: '12' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((error) => [error.line, error.field])).toEqual([
        [7, 'first_name'],
        [7, 'email'],
      ]);
  });
});
