import { toIso2 } from './country-code.resolver';

describe('toIso2', () => {
  it.each([
    ['Russia', 'RU'],
    ['Korea, North', 'KP'],
    ['Syria', 'SY'],
    ['Burma', 'MM'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Cote d Ivoire', 'CI'],
    ['Niger', 'NE'],
    ['Nigeria', 'NG'],
    ['Iraq.', 'IQ'],
  ])('maps %s to %s', (name, code) => {
    expect(toIso2(name)).toBe(code);
  });

  it('returns undefined for regions and unknown text', () => {
    expect(toIso2('Region: Crimea')).toBeUndefined();
    expect(toIso2('undetermined')).toBeUndefined();
    expect(toIso2(undefined)).toBeUndefined();
  });
});
