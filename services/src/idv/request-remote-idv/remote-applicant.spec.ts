import { remoteSubject } from './remote-applicant';

const base = { name: 'Mary Ann Smith', phoneNumber: '(303) 555-0143', email: 'Mary@Example.edu', zip: '20' };

describe('remote applicant', () => {
  it('splits the joined name on its last word and stores the phone as E.164 (default US)', () => {
    expect(remoteSubject(base, '2026-03-01')).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Smith',
      phone: '+13035550143',
      email: 'mary@example.edu',
      zip: '20',
      dateOfBirth: null,
    });
  });
  it('prefers explicit first and last names', () => {
    expect(
      remoteSubject({ ...base, first_name: 'Mary', last_name: 'Ann Smith' }, '2026-03-01'),
    ).toMatchObject({ firstName: 'Mary', lastName: 'Ann Smith' });
  });
  it('accepts YYYY-MM-DD and MM/DD/YYYY birth dates, refuses future ones', () => {
    expect(remoteSubject({ ...base, dob: '06/06/1986' }, '2026-03-01').dateOfBirth).toBe('1986-06-06');
    expect(() => remoteSubject({ ...base, dob: '2030-01-01' }, '2026-03-01')).toThrow('date of birth');
  });
  it("gives the spec's messages for a one-word name and a bad number", () => {
    expect(() => remoteSubject({ ...base, name: 'Cher' }, '2026-03-01')).toThrow('Last name is required.');
    expect(() => remoteSubject({ ...base, phoneNumber: '12' }, '2026-03-01')).toThrow('valid phone');
  });
});
