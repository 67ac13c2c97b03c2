import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findReasonCode, REASON_CODE_CATALOGUE, reasonCodeRef } from './reason-code-catalogue';
import { isRiskLevel } from './risk-level';

/** Code-shaped literals in the rules that are not codes: libphonenumber number types. */
const NOT_CODES = new Set(['PAGER']);

/** Every code-shaped string literal ('PINV', 'TDBF', …) written in the engine's rule sources. */
function codesWrittenInRules(): Set<string> {
  const files = readdirSync(__dirname).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts') && name !== 'reason-code-catalogue.ts',
  );
  const found = new Set<string>();
  for (const name of files) {
    for (const match of readFileSync(join(__dirname, name), 'utf8').matchAll(/'([AEPT][A-Z]{2,4})'/g)) {
      if (!NOT_CODES.has(match[1])) found.add(match[1]);
    }
  }
  return found;
}

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

  it('lists exactly the codes the rules write: none the engine cannot emit, none emitted but unlisted', () => {
    // score-applicant.spec.ts shows each listed code is really emitted for some applicant; this
    // cross-checks the rules' sources, so a code added to a rule without the catalogue (or left in the
    // catalogue after its rule went) fails here.
    const catalogue = REASON_CODE_CATALOGUE.map((entry) => entry.code).sort();
    expect([...codesWrittenInRules()].sort()).toEqual(catalogue);
  });
});
