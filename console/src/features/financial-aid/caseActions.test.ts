import { caseActions } from './caseActions';

describe('the actions a case detail offers', () => {
  const contact = { email: 'a@example.edu', phone: null };
  it('offers an open case every result, the reminder and the remote link, and no reopen', () => {
    expect(caseActions({ status: 'selected', ...contact }, true)).toEqual([
      'in_person',
      'video_call',
      'third_party_ial2',
      'remote_link',
      'remind',
      'not_verified',
      'unable_to_contact',
      'deadline',
    ]);
  });
  it('offers no reminder or link to a student with no contact on file', () => {
    const actions = caseActions({ status: 'in_progress', email: null, phone: null }, false);
    expect(actions).not.toContain('remind');
    expect(actions).not.toContain('remote_link');
  });
  it('offers a decided case only the deadline, and the reopen with the override permission', () => {
    expect(caseActions({ status: 'verified', ...contact }, false)).toEqual(['deadline']);
    expect(caseActions({ status: 'not_verified', ...contact }, true)).toEqual(['deadline', 'reopen']);
  });
});
