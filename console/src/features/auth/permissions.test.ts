import { hasPermission } from './permissions';
import type { PermissionId, UserType } from '../../app/authTypes';

const user = (user_type: UserType, ids: number[]) => ({
  user_type,
  permissions: ids.map((permission_id) => ({ permission_id })),
});

describe('hasPermission', () => {
  it.each<[UserType, number[], PermissionId, boolean]>([
    [2, [], 1, true],
    [2, [], 6, true],
    [3, [1, 6], 1, true],
    [3, [1, 6], 6, true],
    [3, [1, 6], 2, false],
    [3, [], 1, false],
    [1, [1, 2, 3, 4, 5, 6], 1, false],
  ])('type %s with %j asking %s → %s', (type, ids, id, expected) => {
    expect(hasPermission(user(type, ids), id)).toBe(expected);
  });

  it('denies without a user', () => {
    expect(hasPermission(null, 1)).toBe(false);
  });

  it('accepts ids sent as strings', () => {
    expect(
      hasPermission({ user_type: 3, permissions: [{ permission_id: '4' as unknown as number }] }, 4),
    ).toBe(true);
  });
});
