import { codeProblem, factorName, reauthProof, stillFresh } from './mfaModel';

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

describe('re-authentication before changing factors', () => {
  it('sends six digits as a code and anything else as the password', () => {
    expect(reauthProof('123 456')).toEqual({ code: '123456' });
    expect(reauthProof('Secret!Pass1')).toEqual({ password: 'Secret!Pass1' });
    expect(reauthProof('')).toBeNull();
  });

  it('counts the window from the server answer, with a margin', () => {
    expect(stillFresh(0, 1000, 1000)).toBe(false);
    expect(stillFresh(60, 0, 50_000)).toBe(true);
    expect(stillFresh(60, 0, 56_000)).toBe(false);
    expect(stillFresh(60, undefined, 0)).toBe(false);
  });
});
