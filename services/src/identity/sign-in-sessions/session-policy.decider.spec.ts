import { ValidationError } from '../../shared/domain/domain-error';
import { DEFAULT_SESSION_POLICY, changeSessionPolicy } from './session-policy.decider';

const admin = { id: 2, name: 'Avery Quinn' };

describe('changeSessionPolicy', () => {
  it('records the new limits with the previous ones and who changed them', () => {
    expect(
      changeSessionPolicy(
        DEFAULT_SESSION_POLICY,
        { idleTimeoutMinutes: 15, absoluteLifetimeHours: 8 },
        admin,
      ),
    ).toEqual([
      {
        type: 'SessionPolicyChanged',
        data: {
          idleTimeoutMinutes: 15,
          absoluteLifetimeHours: 8,
          previous: { idleTimeoutMinutes: 30, absoluteLifetimeHours: 12 },
          changedBy: admin,
        },
      },
    ]);
  });

  it('records nothing when the limits stay the same', () => {
    expect(changeSessionPolicy(DEFAULT_SESSION_POLICY, { ...DEFAULT_SESSION_POLICY }, admin)).toEqual([]);
  });

  it.each([
    [{ idleTimeoutMinutes: 4, absoluteLifetimeHours: 12 }, ['idle_timeout_minutes']],
    [{ idleTimeoutMinutes: 481, absoluteLifetimeHours: 12 }, ['idle_timeout_minutes']],
    [
      { idleTimeoutMinutes: 30.5, absoluteLifetimeHours: 0 },
      ['idle_timeout_minutes', 'absolute_lifetime_hours'],
    ],
    [{ idleTimeoutMinutes: 30, absoluteLifetimeHours: 25 }, ['absolute_lifetime_hours']],
    // A day's limit no longer than the idle time would make the idle timeout meaningless.
    [{ idleTimeoutMinutes: 480, absoluteLifetimeHours: 8 }, ['absolute_lifetime_hours']],
  ])('refuses %j, naming the fields', (wanted, fields) => {
    try {
      changeSessionPolicy(DEFAULT_SESSION_POLICY, wanted, admin);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors!.map((e) => e.field)).toEqual(fields);
    }
  });
});
