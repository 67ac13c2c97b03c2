import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { UserEvent, UserRegistered } from './user.events';
import {
  changePassword,
  changePermissions,
  deleteUser,
  registerUser,
  setDisabled,
  userDecider,
} from './user.decider';

const registered = (over: Partial<UserRegistered['data']> = {}): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 7,
    companyId: 3,
    email: 'a@b.edu',
    firstName: 'Ada',
    lastName: 'Byrne',
    name: 'Ada Byrne',
    userType: 3,
    permissions: [1],
    mustChangePassword: true,
    ...over,
  },
});
const given = (...events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());

describe('user decider', () => {
  it('Given a new staff user, When permissions change, Then the event keeps the previous set', () => {
    expect(changePermissions(given(registered()), [6, 2, 2])).toEqual([
      { type: 'UserPermissionsChanged', data: { permissions: [2, 6], previous: [1] } },
    ]);
  });

  it('refuses permission ids outside 1–7', () => {
    expect(() => changePermissions(given(registered()), [8])).toThrow(ValidationError);
  });

  it('records nothing when the permissions are unchanged', () => {
    expect(changePermissions(given(registered()), [1])).toEqual([]);
  });

  it('clears the forced change only through a completed forced change', () => {
    const state = given(registered(), { type: 'UserPasswordChanged', data: { kind: 'forced' } });
    expect(state.mustChangePassword).toBe(false);
    expect(() => changePassword(state, 'forced')).toThrow();
  });

  it('forces a new password after an administrator reset', () => {
    expect(
      given(registered({ mustChangePassword: false }), { type: 'UserPasswordReset', data: {} })
        .mustChangePassword,
    ).toBe(true);
  });

  it('answers a deleted user as not found', () => {
    const state = given(registered(), { type: 'UserDeleted', data: {} });
    expect(() => deleteUser(state)).toThrow(NotFoundError);
    expect(() => setDisabled(state, true)).toThrow(NotFoundError);
  });

  it('gives company admins no permission list (they hold every permission by type)', () => {
    const [event] = registerUser(
      userDecider.initialState(),
      (registered({ userType: 2, permissions: [1, 2] }) as UserRegistered).data,
    );
    expect((event as UserRegistered).data.permissions).toEqual([]);
  });
});
