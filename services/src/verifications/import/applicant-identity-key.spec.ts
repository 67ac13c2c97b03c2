import { applicantIdentityKey, normalisePersonName, personFingerprint } from './applicant-identity-key';

describe('applicant identity key', () => {
  it.each([
    ['an external id', { externalId: ' S-1001 ', email: 'a@b.org', dateOfBirth: '2004-05-17' }, 'ext:S-1001'],
    [
      'no external id',
      { email: ' Avery.Lopez@Gmail.com ', dateOfBirth: '2004-05-17' },
      'email:avery.lopez@gmail.com|dob:2004-05-17',
    ],
    [
      'a blank external id',
      { externalId: '  ', email: 'a@b.org', dateOfBirth: '2004-05-17' },
      'email:a@b.org|dob:2004-05-17',
    ],
  ])('Given %s, Then %s', (_case, input, key) => {
    expect(applicantIdentityKey(input)).toBe(key);
  });

  it('Given the same email with another date of birth, Then a different key (siblings sharing a mailbox)', () => {
    const a = applicantIdentityKey({ email: 'family@gmail.com', dateOfBirth: '2004-05-17' });
    const b = applicantIdentityKey({ email: 'family@gmail.com', dateOfBirth: '2006-01-30' });
    expect(a).not.toBe(b);
  });

  it.each([
    ['José', "O'Neil", 'JOSE', 'ONEIL', true],
    ['Mei', 'Tanaka', 'Mei', 'Tanaka-Sato', false],
    ['王', '小明', '李', '小明', false],
  ])('names %s %s and %s %s compare equal: %p', (f1, l1, f2, l2, equal) => {
    expect(normalisePersonName(f1, l1) === normalisePersonName(f2, l2)).toBe(equal);
  });

  it('combines name and date of birth in the fingerprint', () => {
    expect(personFingerprint('Avery', 'Lopez', '2004-05-17')).toBe('avery lopez|2004-05-17');
  });
});
