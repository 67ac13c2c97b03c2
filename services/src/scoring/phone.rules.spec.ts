import { evaluatePhone } from './phone.rules';

describe('phone rules', () => {
  it.each([
    ['no phone', undefined, 'US', 'inconclusive', ['PMIS']],
    ['a US number (fictional 555-01XX range)', '+13035550143', 'US', 'low', ['PDC']],
    ['an unassigned US area code', '+19995550100', 'US', 'high', ['PINV']],
    ['an exchange starting with 0', '+12010111234', 'US', 'high', ['PINV']],
    ['a number of impossible length', '+5215512345678', 'MX', 'high', ['PINV']],
    ['a UK VoIP number', '+445612345678', 'GB', 'medium', ['PVOIP']],
    ['a US toll-free number', '+18005550199', 'US', 'high', ['PNPS']],
    ['a US premium-rate number', '+19005550199', 'US', 'high', ['PNPS']],
    ['a UK pager number', '+447640123456', 'GB', 'high', ['PNPS']],
    ['a UK mobile with a US address', '+447911123456', 'US', 'low', ['PDC', 'PCTY']],
    ['a Canadian number with a US address', '+16135550143', 'US', 'low', ['PDC', 'PCTY']],
    ['a Puerto Rico number with a US address', '+17875550143', 'US', 'low', ['PDC']],
    ['a national-format number read for the address country', '(303) 555-0143', 'US', 'low', ['PDC']],
    // Kept as typed by the row validator because they are impossible numbers (issue 12).
    ['four digits', '1234', 'US', 'high', ['PINV']],
    ['an extra digit', '212-555-01234', 'US', 'high', ['PINV']],
    ['seven digits without an area code', '555-0199', 'US', 'high', ['PINV']],
    ['letters', 'call me', 'US', 'high', ['PINV']],
  ] as const)('Given %s, Then level %s and codes %j', (_case, phone, countryCode, level, codes) => {
    const result = evaluatePhone({ phone, countryCode });
    expect(result.phoneLevel).toBe(level);
    expect(result.codes).toEqual(codes);
  });
});
