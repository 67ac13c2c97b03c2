import { looksLikeEmail, mappingsOf, parseDomains } from './ssoModel';

describe('single sign-on settings form', () => {
  it('reads domains separated by commas or spaces', () => {
    expect(parseDomains(' northfield.edu, staff.northfield.edu ;x.edu ')).toEqual([
      'northfield.edu',
      'staff.northfield.edu',
      'x.edu',
    ]);
  });

  it('sends one mapping per named row, drops untouched empty rows, refuses a group twice', () => {
    expect(
      mappingsOf([
        { key: 1, group: ' admissions-office ', permissions: [4, 1] },
        { key: 2, group: '', permissions: [] },
        { key: 3, group: 'verifydesk:admins', permissions: [7] },
      ]),
    ).toEqual({
      mappings: [
        { group: 'admissions-office', permissions: [1, 4] },
        { group: 'verifydesk:admins', permissions: [7] },
      ],
    });
    expect(mappingsOf([{ key: 1, group: ' ', permissions: [2] }])).toEqual({
      problem: 'sso.mappingNeedsGroup',
    });
    expect(
      mappingsOf([
        { key: 1, group: 'a', permissions: [1] },
        { key: 2, group: 'a ', permissions: [2] },
      ]),
    ).toEqual({ problem: 'sso.mappingTwice', group: 'a' });
  });

  it('asks the server only about something shaped like an address', () => {
    expect(looksLikeEmail('admissions@northfield.edu')).toBe(true);
    expect(looksLikeEmail('admissions@northfield')).toBe(false);
  });
});
