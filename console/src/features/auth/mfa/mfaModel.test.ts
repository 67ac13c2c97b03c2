import { codeProblem, factorName } from './mfaModel';

describe('mfaModel', () => {
  it('asks for six digits, spaces allowed, before sending a code', () => {
    expect(codeProblem('')).toBe('mfa.codeRequired');
    expect(codeProblem('12345')).toBe('mfa.codeFormat');
    expect(codeProblem('12a456')).toBe('mfa.codeFormat');
    expect(codeProblem('123 456')).toBeNull();
  });

  it("names a factor by its owner's label, else by its kind", () => {
    const t = (key: string) => `[${key}]`;
    expect(factorName({ kind: 'totp', label: 'Work phone' }, t)).toBe('Work phone');
    expect(factorName({ kind: 'passkey', label: '' }, t)).toBe('[mfa.kind.passkey]');
  });
});
