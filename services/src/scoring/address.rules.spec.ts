import { type AddressRuleInput, evaluateAddress, normaliseUsState } from './address.rules';

const denver: AddressRuleInput = {
  street: '1200 Larimer St',
  city: 'Denver',
  state: 'CO',
  zip: '80204',
  countryCode: 'US',
};

describe('address rules', () => {
  it.each([
    ['a complete Denver address', {}, 'low', false, ['ADC']],
    ['a ZIP+4', { zip: '80204-1234' }, 'low', false, ['ADC']],
    [
      'no address at all',
      { street: undefined, city: undefined, state: undefined, zip: undefined },
      'inconclusive',
      true,
      ['AMIS'],
    ],
    ['no ZIP', { zip: undefined }, 'medium', true, ['AINC']],
    ['no street', { street: undefined }, 'medium', true, ['AINC']],
    ['a street without a house number', { street: 'Larimer Street' }, 'medium', true, ['ANHN']],
    ['a PO Box', { street: 'P.O. Box 4411' }, 'medium', false, ['APOB']],
    ['a ZIP of another state', { zip: '10001' }, 'high', false, ['AZSM']],
    ['an unknown ZIP', { zip: '00000' }, 'medium', false, ['AZNF']],
    ['an invalid state code', { state: 'XX' }, 'high', false, ['ASTI']],
    [
      'an APO address',
      { street: 'Unit 2050 Box 4190', city: 'APO', state: 'AE', zip: '09001' },
      'low',
      false,
      ['ADC', 'AMIL'],
    ],
    [
      'a Puerto Rico address given as country PR',
      { city: 'Adjuntas', state: undefined, zip: '00601', countryCode: 'PR' },
      'low',
      false,
      ['ADC'],
    ],
    [
      'a complete UK address',
      { state: undefined, zip: 'EC1A 1BB', city: 'London', countryCode: 'GB' },
      'inconclusive',
      false,
      ['ANUS'],
    ],
    [
      'a UK address without city',
      { state: undefined, zip: 'EC1A 1BB', city: undefined, countryCode: 'GB' },
      'medium',
      true,
      ['ANUS', 'AINC'],
    ],
    ['no ZIP and a ZIP problem elsewhere', { zip: undefined, state: 'ZZ' }, 'high', true, ['AINC', 'ASTI']],
  ] as const)('Given %s, Then %s, incomplete %s, codes %j', (_case, overrides, level, incomplete, codes) => {
    const result = evaluateAddress({ ...denver, ...overrides });
    expect(result.addressRiskLevel).toBe(level);
    expect(result.incompleteAddress).toBe(incomplete);
    expect(result.codes).toEqual(codes);
  });

  it.each([
    ['co', 'CO'],
    ['Colorado', 'CO'],
    ['  new   york ', 'NY'],
    ['Puerto Rico', 'PR'],
    ['AE', 'AE'],
    ['XX', undefined],
    ['Narnia', undefined],
  ])('normaliseUsState(%p) is %p', (value, expected) => {
    expect(normaliseUsState(value)).toBe(expected);
  });
});
