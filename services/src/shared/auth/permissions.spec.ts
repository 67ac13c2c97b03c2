import { ALL_PERMISSIONS, can } from './permissions';

describe('can(user, permission)', () => {
  it.each(ALL_PERMISSIONS)('grants permission %i to every company admin (type 2)', (p) => {
    expect(can({ userType: 2, permissions: [] }, p)).toBe(true);
  });
  it.each(ALL_PERMISSIONS)('grants permission %i to a type 3 user only when listed', (p) => {
    expect(can({ userType: 3, permissions: [p] }, p)).toBe(true);
    expect(can({ userType: 3, permissions: ALL_PERMISSIONS.filter((x) => x !== p) }, p)).toBe(false);
  });
  it('never grants company permissions to the super admin (type 1)', () => {
    expect(ALL_PERMISSIONS.some((p) => can({ userType: 1, permissions: [...ALL_PERMISSIONS] }, p))).toBe(
      false,
    );
  });
});
