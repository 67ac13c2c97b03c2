import type { Database } from '../../shared/database/database';
import type { RequestContext } from '../../shared/auth/auth-user';
import { ValidationError } from '../../shared/domain/domain-error';
import { render } from '../../shared/i18n';
import type { UserAccounts } from '../users/user-accounts';
import { SetForcedPassword, SetForcedPasswordHandler } from './password-commands';

const CTX = {
  user: { id: 7, companyId: 3, name: 'Dana Reviewer', userType: 3, mustChangePassword: true },
  correlationId: 'c-1',
} as unknown as RequestContext;

/** The handler on accounts whose stored password is `stored`; decide and setPassword are recorded. */
function handler(stored: string) {
  const tx = {};
  const db = { tx: jest.fn(async (_scope: unknown, work: (t: unknown) => unknown) => work(tx)) };
  const accounts = {
    passwordMatches: jest.fn(async (_tx: unknown, _id: number, typed: string) => typed === stored),
    decide: jest.fn(async () => undefined),
    setPassword: jest.fn(async () => undefined),
  };
  return {
    accounts,
    run: (password: string) =>
      new SetForcedPasswordHandler(db as unknown as Database, accounts as unknown as UserAccounts).execute(
        new SetForcedPassword(CTX, password, password),
      ),
  };
}

describe('the forced password change', () => {
  it('refuses the password it must replace (a default or temporary one) and changes nothing', async () => {
    const { accounts, run } = handler('Temporary!Pass9');
    const error = await run('Temporary!Pass9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    const refused = error as ValidationError;
    expect(refused.httpStatus).toBe(422);
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0].field).toBe('password');
    expect(render('en', refused.errors![0].message)).toBe(
      'The new password must differ from the current one',
    );
    expect(accounts.decide).not.toHaveBeenCalled();
    expect(accounts.setPassword).not.toHaveBeenCalled();
  });

  it('sets a different password', async () => {
    const { accounts, run } = handler('Temporary!Pass9');
    await run('Harbor!Lantern42');
    expect(accounts.decide).toHaveBeenCalledTimes(1);
    expect(accounts.setPassword).toHaveBeenCalledWith({}, 7, 3, 'Harbor!Lantern42');
  });
});
