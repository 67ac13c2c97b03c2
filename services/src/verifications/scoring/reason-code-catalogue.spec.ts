import { findReasonCode, REASON_CODE_CATALOGUE, reasonCodeRef } from './reason-code-catalogue';
import { isRiskLevel } from './risk-level';

const FAMILY_LETTER = { address: 'A', email: 'E', phone: 'P', taxId: 'T' } as const;

describe('reason-code catalogue', () => {
  it('has unique codes', () => {
    const codes = REASON_CODE_CATALOGUE.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(REASON_CODE_CATALOGUE.map((entry) => [entry.code, entry] as const))(
    '%s starts with its family letter and has a description and a level',
    (code, entry) => {
      expect(code.startsWith(FAMILY_LETTER[entry.family])).toBe(true);
      expect(entry.description.length).toBeGreaterThan(10);
      expect(isRiskLevel(entry.level)).toBe(true);
    },
  );

  it.each([
    ['ADC', 'input data correct'],
    ['EADP', 'Disposable email domain'],
    ['PINV', 'Invalid number'],
    ['TINO', 'does not match the on-file SSN'],
  ])('includes the spec example %s (%s)', (code, text) => {
    expect(findReasonCode(code)?.description).toContain(text);
  });

  it('finds codes case-insensitively and returns undefined for unknown ones', () => {
    expect(findReasonCode('eadp')?.code).toBe('EADP');
    expect(findReasonCode('ZZZ')).toBeUndefined();
  });

  it('shares one frozen reference object per code', () => {
    expect(reasonCodeRef('PINV')).toBe(reasonCodeRef('PINV'));
    expect(Object.isFrozen(reasonCodeRef('PINV'))).toBe(true);
  });
});
