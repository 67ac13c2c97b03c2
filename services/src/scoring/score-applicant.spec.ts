import { REASON_CODE_CATALOGUE } from './reason-code-catalogue';
import type { RiskLevel } from './risk-level';
import {
  aggregateRiskLevel,
  EMPTY_TENANT_SSN_HISTORY,
  scoreApplicant,
  type ScoreResult,
  type ScoringApplicant,
  type TenantSsnHistory,
} from './score-applicant';

const AS_OF = '2026-06-15';

const clean: ScoringApplicant = {
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
};

function score(
  overrides: Partial<ScoringApplicant> = {},
  history: Partial<TenantSsnHistory> = {},
): ScoreResult {
  return scoreApplicant(
    { ...clean, ...overrides },
    { ...EMPTY_TENANT_SSN_HISTORY, ...history },
    { asOf: AS_OF },
  );
}

function codesOf(result: ScoreResult): string[] {
  const groups = result.metaData.reasonCodes;
  return [...groups.address, ...groups.email, ...groups.phone, ...groups.taxId].map((ref) => ref.reasonCode);
}

describe('aggregation policy', () => {
  it.each([
    [['low', 'low', 'exact', 'low'], 'low'],
    [['low', 'inconclusive', 'inconclusive'], 'low'],
    [['inconclusive', 'inconclusive'], 'inconclusive'],
    [[], 'inconclusive'],
    [['low', 'medium', 'low'], 'medium'],
    [['medium', 'medium', 'low'], 'high'],
    [['low', 'high', 'inconclusive'], 'high'],
    [['high', 'very_high'], 'very_high'],
  ] as Array<[RiskLevel[], RiskLevel]>)('Given %j, Then %s', (levels, expected) => {
    expect(aggregateRiskLevel(levels)).toBe(expected);
  });
});

describe('scoreApplicant', () => {
  it('Given a clean applicant, Then low overall with the spec verifications object', () => {
    const result = score();
    expect(result.overallRiskLevel).toBe('low');
    expect(result.metaData.level).toBe('low');
    expect(result.metaData.verifications).toEqual({
      phoneLevel: 'low',
      taxIdLevel: 'low',
      taxIdStateMatch: 'exact',
      emailDomainLevel: 'low',
      taxIdMatch: 'inconclusive',
      taxIdDobMatch: 'inconclusive',
      taxIdNameMatch: 'inconclusive',
      taxIdAddressMatch: 'inconclusive',
      addressRiskLevel: 'low',
      emailLevel: 'low',
    });
    expect(result.metaData.reasonCodes.taxId).toContainEqual({
      reasonCode: 'TNVB',
      description: expect.stringContaining('cannot be confirmed'),
    });
    expect(result).toMatchObject({ invalidSsn: false, incompleteAddress: false });
  });

  it.each([
    ['a disposable email', { email: 'x@mailinator.com' }, {}, 'high', ['EADP']],
    ['a VoIP phone only', { phone: '+445612345678' }, {}, 'medium', ['PVOIP', 'PCTY']],
    [
      'a VoIP phone and a PO Box',
      { phone: '+445612345678', street: 'PO Box 12' },
      {},
      'high',
      ['PVOIP', 'APOB'],
    ],
    ['an invalid SSN', { ssn: '666451234' }, {}, 'high', ['TINV']],
    [
      'an SSN shared by three people',
      {},
      { sameSsnOtherNames: 2, sameSsnOtherDobs: 2, sameSsnOtherIdentities: 2 },
      'very_high',
      ['TSYN'],
    ],
    ['an SSN different from the one on file', {}, { onFileSsn: '521459999' }, 'high', ['TINO']],
    ['a 10-year-old', { dateOfBirth: '2016-01-01' }, {}, 'high', ['TDBY']],
    [
      'nothing but the required fields',
      {
        phone: undefined,
        ssn: undefined,
        street: undefined,
        city: undefined,
        state: undefined,
        zip: undefined,
      },
      {},
      'low',
      ['PMIS', 'TMIS', 'AMIS'],
    ],
  ] as const)('Given %s, Then overall %s includes %j', (_case, overrides, history, level, codes) => {
    const result = score(overrides, history);
    expect(result.overallRiskLevel).toBe(level);
    expect(codesOf(result)).toEqual(expect.arrayContaining([...codes]));
  });

  it('Given missing SSN and address, Then the list flags are set', () => {
    const result = score({
      ssn: undefined,
      street: undefined,
      city: undefined,
      state: undefined,
      zip: undefined,
    });
    expect(result).toMatchObject({ invalidSsn: true, incompleteAddress: true });
  });

  it('Given an SSN-area state different from the address, Then state match is low and overall stays low', () => {
    const result = score({ state: 'TX', city: 'Austin', zip: '78701' });
    expect(result.metaData.verifications.taxIdStateMatch).toBe('low');
    expect(result.overallRiskLevel).toBe('low');
  });

  it('Given a non-US address, Then the SSN state is not compared', () => {
    const result = score({ state: undefined, zip: 'EC1A 1BB', city: 'London', countryCode: 'GB' });
    expect(result.metaData.verifications.taxIdStateMatch).toBe('inconclusive');
    expect(result.metaData.verifications.addressRiskLevel).toBe('inconclusive');
  });

  it('emits every catalogue code for some input, so the catalogue holds no unused code', () => {
    const scenarios: Array<[Partial<ScoringApplicant>, Partial<TenantSsnHistory>]> = [
      [{}, { onFileSsn: '521451234' }],
      [
        {
          email: 'info@mailinator.com',
          phone: undefined,
          ssn: undefined,
          street: undefined,
          city: undefined,
          state: undefined,
          zip: undefined,
        },
        {},
      ],
      [
        {
          email: 'pat@example.com',
          phone: '+19995550100',
          ssn: '666451234',
          street: 'Larimer Street',
          zip: undefined,
          dateOfBirth: '2027-01-01',
        },
        {},
      ],
      [
        {
          email: 'pat.gmail.com',
          phone: '+445612345678',
          ssn: '078051120',
          street: 'PO Box 9',
          dateOfBirth: '1900-01-01',
        },
        { onFileSsn: '521451234' },
      ],
      [
        {
          email: 'plee@cs.colostate.edu',
          phone: '+18005550199',
          ssn: '111111111',
          state: 'XX',
          dateOfBirth: '2016-01-01',
        },
        {},
      ],
      [{ phone: '+447911123456', ssn: '912701234', zip: '10001' }, { onFileSsn: '521451234' }],
      [{ ssn: '912931234', zip: '00000' }, {}],
      [{ street: 'Unit 2050 Box 4190', city: 'APO', state: 'AE', zip: '09001' }, {}],
      [{ state: 'TX' }, { sameSsnOtherNames: 2, sameSsnOtherDobs: 2, sameSsnOtherIdentities: 2 }],
      [{ countryCode: 'GB', state: undefined, zip: 'EC1A 1BB' }, {}],
      // What the row validator keeps instead of rejecting the row (issue 12).
      [{ email: '', ssn: undefined, malformedSsn: true, dateOfBirth: undefined, zip: '802' }, {}],
      [
        { dateOfBirth: undefined, unreadableDateOfBirth: true, countryCode: 'ATLANTIS', state: undefined },
        {},
      ],
    ];
    const emitted = new Set(scenarios.flatMap(([applicant, history]) => codesOf(score(applicant, history))));
    expect([...emitted].sort()).toEqual(REASON_CODE_CATALOGUE.map((entry) => entry.code).sort());
  });
});
