import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Database, SYSTEM, Scope, tenant } from '../../shared/database/database';
import { ValidationError } from '../../shared/domain/domain-error';
import { RequestContext } from '../../shared/auth/auth-user';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { newPasswordProblems, unchangedPasswordProblems } from '../password/password-policy';
import { UserAccounts } from '../users/user-accounts';
import { changePassword } from '../users/user.decider';
import { localized } from '../../shared/i18n';

const scopeOf = (ctx: RequestContext): Scope => (ctx.user!.companyId ? tenant(ctx.user!.companyId) : SYSTEM);

/** The forced new password after a first sign-in or an administrator's reset. */
export class SetForcedPassword extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly password: string,
    readonly confirm: string,
  ) {
    super();
  }
}

@CommandHandler(SetForcedPassword)
export class SetForcedPasswordHandler implements ICommandHandler<SetForcedPassword> {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
  ) {}

  async execute({ ctx, password, confirm }: SetForcedPassword): Promise<void> {
    const problems = newPasswordProblems(password, confirm, 'confirm_password');
    if (problems.length) throw new ValidationError(problems);
    const user = ctx.user!;
    await this.db.tx(scopeOf(ctx), async (tx) => {
      const unchanged = unchangedPasswordProblems(await this.accounts.passwordMatches(tx, user.id, password));
      if (unchanged.length) throw new ValidationError(unchanged);
      await this.accounts.decide(
        tx,
        user.id,
        (s) => changePassword(s, 'forced'),
        eventMetadata(ctx, user.companyId),
      );
      await this.accounts.setPassword(tx, user.id, user.companyId, password);
    });
  }
}

/** Profile > Password. Returns a fresh token: this session goes on, every other session ends. */
export class ChangeOwnPassword extends Command<string> {
  constructor(
    readonly ctx: RequestContext,
    readonly current: string,
    readonly password: string,
    readonly confirm: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeOwnPassword)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPassword> {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    private readonly sessions: SessionVerifier,
  ) {}

  async execute({ ctx, current, password, confirm }: ChangeOwnPassword): Promise<string> {
    const problems = newPasswordProblems(password, confirm, 'confirmpassword');
    if (problems.length) throw new ValidationError(problems);
    const user = ctx.user!;
    return this.db.tx(scopeOf(ctx), async (tx) => {
      if (!(await this.accounts.passwordMatches(tx, user.id, current))) {
        throw new ValidationError([
          {
            field: 'currentPassword',
            message: localized('error.currentPasswordWrong'),
          },
        ]);
      }
      const unchanged = unchangedPasswordProblems(current === password);
      if (unchanged.length) throw new ValidationError(unchanged);
      await this.accounts.decide(
        tx,
        user.id,
        (s) => changePassword(s, 'self'),
        eventMetadata(ctx, user.companyId),
      );
      await this.accounts.setPassword(tx, user.id, user.companyId, password);
      const version = (await tx.query('SELECT token_version FROM users WHERE id = $1', [user.id])).rows[0]
        .token_version;
      // The other sessions end with the old token version (migration 059's trigger); this one goes on anew.
      return this.sessions.issue(user.id, version, {
        method: 'password-change',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    });
  }
}
