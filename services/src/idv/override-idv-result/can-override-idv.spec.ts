import { canOverrideIdv } from './can-override-idv';

describe('canOverrideIdv', () => {
  it.each([
    [1, [4, 5], 'ADMISSIONS', false],
    [2, [], 'ADMISSIONS', true],
    [2, [], 'FINANCIAL_AID', true],
    [3, [4], 'ADMISSIONS', true],
    [3, [4], 'FINANCIAL_AID', false],
    [3, [5], 'FINANCIAL_AID', true],
    [3, [5], 'ADMISSIONS', false],
    [3, [1, 2, 3, 6], 'ADMISSIONS', false],
    [3, [1, 2, 3, 6], 'FINANCIAL_AID', false],
  ] as const)('user type %i with %j overriding %s: %s', (userType, permissions, formType, allowed) => {
    expect(canOverrideIdv({ userType, permissions }, formType)).toBe(allowed);
  });
});
