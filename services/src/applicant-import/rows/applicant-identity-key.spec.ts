import { applicantIdentityKey, normalisePersonName, personFingerprint } from './applicant-identity-key';

const NAME = { firstName: 'Avery', lastName: 'Lopez' };

describe('applicant identity key', () => {
  it.each([
    [
      'an external id',
      { ...NAME, externalId: ' S-1001 ', email: 'a@b.org', dateOfBirth: '2004-05-17' },
      'ext:S-1001',
    ],
    [
      'no external id',
      { ...NAME, email: ' Avery.Lopez@Gmail.com ', dateOfBirth: '2004-05-17' },
      'email:avery.lopez@gmail.com|dob:2004-05-17',
    ],
    [
      'a blank external id',
      { ...NAME, externalId: '  ', email: 'a@b.org', dateOfBirth: '2004-05-17' },
      'email:a@b.org|dob:2004-05-17',
    ],
    [
      'no email (imported with EMIS)',
      { ...NAME, email: '', dateOfBirth: '2004-05-17' },
      'person:avery lopez|email:|dob:2004-05-17',
    ],
    [
      'no date of birth (TDBM / TDBI)',
      { ...NAME, email: 'A@b.org' },
      'person:avery lopez|email:a@b.org|dob:',
    ],
  ])('Given %s, Then %s', (_case, input, key) => {
    expect(applicantIdentityKey(input)).toBe(key);
  });

  it('Given the same email with another date of birth, Then a different key (siblings sharing a mailbox)', () => {
    const a = applicantIdentityKey({ ...NAME, email: 'family@gmail.com', dateOfBirth: '2004-05-17' });
    const b = applicantIdentityKey({ ...NAME, email: 'family@gmail.com', dateOfBirth: '2006-01-30' });
    expect(a).not.toBe(b);
  });

  it('Given two people with no email and the same birthday, Then two keys', () => {
    const a = applicantIdentityKey({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: '',
      dateOfBirth: '2004-05-17',
    });
    const b = applicantIdentityKey({
      firstName: 'Ben',
      lastName: 'Ode',
      email: '',
      dateOfBirth: '2004-05-17',
    });
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
