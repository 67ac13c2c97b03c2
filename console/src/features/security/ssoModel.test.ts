import { formatMappings, looksLikeEmail, parseDomains, parseMappings } from './ssoModel';

describe('single sign-on settings form', () => {
  it('reads domains separated by commas or spaces', () => {
    expect(parseDomains(' northfield.edu, staff.northfield.edu ;x.edu ')).toEqual([
      'northfield.edu',
      'staff.northfield.edu',
      'x.edu',
    ]);
  });

  it('reads one group per line with its permissions, and refuses what is not that', () => {
    expect(parseMappings('admissions-office: 4, 1, 1\n\nverifydesk:admins: 7')).toEqual([
      { group: 'admissions-office', permissions: [1, 4] },
      { group: 'verifydesk:admins', permissions: [7] },
    ]);
    expect(parseMappings('admissions 1, 2')).toBeNull();
    expect(parseMappings('admissions: 8')).toBeNull();
    expect(formatMappings([{ group: 'a', permissions: [1, 2] }])).toBe('a: 1, 2');
  });

  it('asks the server only about something shaped like an address', () => {
    expect(looksLikeEmail('admissions@northfield.edu')).toBe(true);
    expect(looksLikeEmail('admissions@northfield')).toBe(false);
  });
});
