import {
  classifyTaxId,
  EMPTY_TENANT_SSN_HISTORY,
  evaluateTaxId,
  type TenantSsnHistory,
} from './tax-id.rules';

const history = (overrides: Partial<TenantSsnHistory> = {}): TenantSsnHistory => ({
  ...EMPTY_TENANT_SSN_HISTORY,
  ...overrides,
});

describe('tax ID structure (SSA and IRS rules)', () => {
  it.each([
    ['a well-formed SSN', '521451234', 'TDC'],
    ['area 000', '000451234', 'TINV'],
    ['area 666', '666451234', 'TINV'],
    ['group 00', '521001234', 'TINV'],
    ['serial 0000', '521450000', 'TINV'],
    ['the Woolworth wallet number', '078051120', 'TADV'],
    ['the 1940 SSA pamphlet number', '219099999', 'TADV'],
    ['123-45-6789', '123456789', 'TADV'],
    ['the LifeLock advertisement number', '457555462', 'TADV'],
    ['the SSA advertising range 987-65-4320..4329', '987654329', 'TADV'],
    ['just past the advertising range', '987654330', 'TITN'],
    ['all ones', '111111111', 'TPAT'],
    ['an ITIN in group 70', '912701234', 'TITN'],
    ['an ITIN in group 94', '900941234', 'TITN'],
    ['a 9xx number in group 93', '912931234', 'TITI'],
    ['a 9xx number in group 66', '912661234', 'TITI'],
    ['eight digits', '52145123', 'TINV'],
  ])('Given %s (%s), Then %s', (_case, ssn, code) => {
    expect(classifyTaxId(ssn)).toBe(code);
  });
});

describe('tax ID rules', () => {
  it('Given no SSN, Then everything is inconclusive and the SSN counts as invalid (missing)', () => {
    const result = evaluateTaxId({ addressState: 'CO' }, history());
    expect(result).toMatchObject({
      taxIdLevel: 'inconclusive',
      taxIdMatch: 'inconclusive',
      invalidSsn: true,
    });
    expect(result.codes).toEqual(['TMIS']);
  });

  it.each([
    ['a Colorado-area SSN with a Colorado address', '521451234', 'CO', 'low', 'exact', ['TDC', 'TNVB']],
    ['a Colorado-area SSN with a Texas address', '521451234', 'TX', 'low', 'low', ['TDC', 'TSSD', 'TNVB']],
    [
      'area 232 (shared WV/NC) with a North Carolina address',
      '232451234',
      'NC',
      'low',
      'exact',
      ['TDC', 'TNVB'],
    ],
    ['an area first used after 2011', '812451234', 'CO', 'low', 'inconclusive', ['TDC', 'TSSU', 'TNVB']],
    ['a Railroad Board area', '705451234', 'CO', 'low', 'inconclusive', ['TDC', 'TSSU', 'TNVB']],
    [
      'a valid SSN and no US address state',
      '521451234',
      undefined,
      'low',
      'inconclusive',
      ['TDC', 'TSSU', 'TNVB'],
    ],
    ['an ITIN', '912701234', 'CO', 'low', 'inconclusive', ['TITN', 'TSSU', 'TNVB']],
    ['an invalid SSN', '666451234', 'CO', 'high', 'inconclusive', ['TINV', 'TNVB']],
  ] as const)(
    'Given %s, Then level %s, state match %s, codes %j',
    (_case, ssn, state, level, stateMatch, codes) => {
      const result = evaluateTaxId({ ssn, addressState: state }, history());
      expect(result.taxIdLevel).toBe(level);
      expect(result.taxIdStateMatch).toBe(stateMatch);
      expect(result.codes).toEqual(codes);
      expect(result.taxIdAddressMatch).toBe('inconclusive');
    },
  );

  it.each([
    [
      'no history',
      {},
      'low',
      { taxIdMatch: 'inconclusive', taxIdNameMatch: 'inconclusive', taxIdDobMatch: 'inconclusive' },
      [],
    ],
    [
      'the same SSN on file for this applicant',
      { onFileSsn: '521451234' },
      'low',
      { taxIdMatch: 'exact' },
      ['TOFM'],
    ],
    [
      'a different SSN on file for this applicant',
      { onFileSsn: '521459999' },
      'high',
      { taxIdMatch: 'high' },
      ['TINO'],
    ],
    [
      'the SSN seen with another name',
      { sameSsnOtherNames: 1, sameSsnOtherIdentities: 1 },
      'high',
      { taxIdNameMatch: 'high', taxIdDobMatch: 'inconclusive' },
      ['TSNM'],
    ],
    [
      'the SSN seen with another birth date',
      { sameSsnOtherDobs: 2, sameSsnOtherIdentities: 1 },
      'high',
      { taxIdDobMatch: 'high' },
      ['TSDM'],
    ],
    [
      'the SSN used by two other people',
      { sameSsnOtherNames: 2, sameSsnOtherDobs: 2, sameSsnOtherIdentities: 2 },
      'very_high',
      { taxIdNameMatch: 'high', taxIdDobMatch: 'high' },
      ['TSNM', 'TSDM', 'TSYN'],
    ],
  ] as const)('Given %s, Then level %s and %j', (_case, overrides, level, fields, extraCodes) => {
    const result = evaluateTaxId({ ssn: '521451234', addressState: 'CO' }, history(overrides));
    expect(result.taxIdLevel).toBe(level);
    expect(result).toMatchObject(fields);
    expect(result.codes).toEqual(['TDC', ...extraCodes, 'TNVB']);
    expect(result.invalidSsn).toBe(false);
  });
});
