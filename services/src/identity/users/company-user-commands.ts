import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { passwordProblems } from '../password/password-policy';
import { NewAccount, UserAccounts } from './user-accounts';
import { UserState } from './user.decider';
import { UserEvent } from './user.events';
import { userRowIn } from './company-users.read-model';
import type { UserRow } from './user-views';
import { SignInSessionTermination } from '../sign-in-sessions/end-all-sessions';

/**
 * Users inside one company, created and changed by the super admin (type-2 admins) or by a company
 * admin (type-3 staff). The company comes from the caller's scope, and a user of another company
 * or of another type answers as not found. Both answer the user's row as the change left it.
 */
export class CreateCompanyUser extends Command<UserRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly account: NewAccount,
  ) {
    super();
  }
}

export class ChangeCompanyUser extends Command<UserRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly userId: number,
    readonly userType: 2 | 3,
    readonly decide: (state: UserState) => UserEvent[],
    readonly newPassword?: string,
  ) {
    super();
  }
}

@CommandHandler(CreateCompanyUser)
export class CreateCompanyUserHandler implements ICommandHandler<CreateCompanyUser> {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
  ) {}

  async execute({ ctx, account }: CreateCompanyUser): Promise<UserRow> {
    const companyId = account.companyId!;
    const problems = passwordProblems(account.password);
    if (problems.length) throw new ValidationError(problems);
    return this.db.tx(tenant(companyId), async (tx) => {
      const company = await tx.query('SELECT 1 FROM companies WHERE id = $1 AND deleted_at IS NULL', [
        companyId,
      ]);
      if (!company.rowCount) throw new NotFoundError('error.notFound.company');
      const userId = await this.accounts.register(tx, account, eventMetadata(ctx, companyId));
      return userRowIn(tx, userId);
    });
  }
}

@CommandHandler(ChangeCompanyUser)
export class ChangeCompanyUserHandler implements ICommandHandler<ChangeCompanyUser> {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    private readonly sessions: SignInSessionTermination,
  ) {}

  async execute({
    ctx,
    companyId,
    userId,
    userType,
    decide,
    newPassword,
  }: ChangeCompanyUser): Promise<UserRow> {
    if (newPassword !== undefined) {
      const problems = passwordProblems(newPassword);
      if (problems.length) throw new ValidationError(problems);
    }
    const { row, ended } = await this.db.tx(tenant(companyId), async (tx) => {
      const found = await tx.query(
        'SELECT 1 FROM users WHERE id = $1 AND company_id = $2 AND user_type = $3 AND deleted_at IS NULL',
        [userId, companyId, userType],
      );
      if (!found.rowCount) throw new NotFoundError('error.notFound.user');
      await this.accounts.decide(tx, userId, decide, eventMetadata(ctx, companyId));
      if (newPassword !== undefined) await this.accounts.setPassword(tx, userId, companyId, newPassword);
      return { row: await userRowIn(tx, userId), ended: await this.sessions.endedInTransaction(tx, userId) };
    });
    // An admin's reset, disable or delete revoked the user's sessions: a security event, the admin as actor.
    const actor = ctx.user ? { id: ctx.user.id, name: ctx.user.name } : undefined;
    for (const { reason, sessions } of ended)
      await this.sessions.recordEnded(userId, reason, sessions, { actor, ip: ctx.ip });
    return row;
  }
}
