import { captureProblem, fileProblem, isTokenShaped, megabytes } from './captureModel';

describe('captureProblem', () => {
  it.each([
    [410, 'CAPTURE.LINK_EXPIRED', 'expired'],
    [410, 'CAPTURE.LINK_REVOKED', 'revoked'],
    [410, 'CAPTURE.LINK_USED', 'used'],
    [409, 'CAPTURE.CONSENT_REQUIRED', 'consentRequired'],
    [404, undefined, 'invalidLink'],
    [410, undefined, 'expired'],
    [413, undefined, 'tooLarge'],
    [422, undefined, 'badType'],
    [415, undefined, 'badType'],
    [429, undefined, 'rateLimited'],
    [0, undefined, 'network'],
    [500, undefined, 'generic'],
  ] as const)('%i %s → %s', (status, code, expected) => {
    expect(captureProblem(status, code)).toBe(expected);
  });
});

describe('fileProblem', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 10 * MB }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: '', size: 1 }, null],
    [{ type: 'application/pdf', size: 1 }, 'badType'],
    [{ type: 'image/heic', size: 1 }, 'badType'],
    [{ type: 'image/jpeg', size: 10 * MB + 1 }, 'tooLarge'],
  ])('%j → %s', (file, expected) => {
    expect(fileProblem(file, 10 * MB)).toBe(expected);
  });
});

describe('helpers', () => {
  it('shows whole megabytes', () => expect(megabytes(10 * 1024 * 1024)).toBe('10'));
  it.each([
    ['a'.repeat(43), true],
    ['a'.repeat(42), false],
    ['a'.repeat(42) + '/', false],
  ])('token %s → %s', (token, expected) => expect(isTokenShaped(token)).toBe(expected));
});
