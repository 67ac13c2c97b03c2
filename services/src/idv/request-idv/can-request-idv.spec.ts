import { canRequestIdv } from './can-request-idv';

describe('canRequestIdv', () => {
  it.each([
    [1, [2, 3], 'ADMISSIONS', false],
    [2, [], 'ADMISSIONS', true],
    [2, [], 'FINANCIAL_AID', true],
    [3, [2], 'ADMISSIONS', true],
    [3, [2], 'FINANCIAL_AID', false],
    [3, [3], 'FINANCIAL_AID', true],
    [3, [3], 'ADMISSIONS', false],
    [3, [1, 4, 5, 6], 'ADMISSIONS', false],
    [3, [], 'FINANCIAL_AID', false],
  ] as const)('user type %i with %j requesting %s: %s', (userType, permissions, formType, allowed) => {
    expect(canRequestIdv({ userType, permissions }, formType)).toBe(allowed);
  });
});
