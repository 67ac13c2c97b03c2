import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AuthUser } from '../../shared/auth/auth-user';
import { Database, SYSTEM } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { UserRow, UserView, userView } from '../users/user-views';

/** The signed-in user's own account, as the profile and the console's session read it. */
export class GetOwnAccount extends Query<UserView> {
  constructor(readonly userId: number) {
    super();
  }
}

@QueryHandler(GetOwnAccount)
export class GetOwnAccountHandler implements IQueryHandler<GetOwnAccount> {
  constructor(private readonly db: Database) {}

  async execute({ userId }: GetOwnAccount): Promise<UserView> {
    const row = await this.db.one<UserRow>(SYSTEM, 'SELECT * FROM users WHERE id = $1', [userId]);
    // The signed-in user's own row: the session check has just read it.
    return userView(row!);
  }
}

/**
 * The logo URL of a user's company (null without one), versioned so it can be cached for long.
 * Another company's user answers like a missing one.
 */
export class GetUserLogoUrl extends Query<string | null> {
  constructor(
    readonly userId: number,
    readonly caller: AuthUser,
  ) {
    super();
  }
}

@QueryHandler(GetUserLogoUrl)
export class GetUserLogoUrlHandler implements IQueryHandler<GetUserLogoUrl> {
  constructor(private readonly db: Database) {}

  async execute({ userId, caller }: GetUserLogoUrl): Promise<string | null> {
    const row = await this.db.one<{ company_id: string | null; logo_version: number | null }>(
      SYSTEM,
      `SELECT u.company_id, c.logo_version FROM users u LEFT JOIN companies c ON c.id = u.company_id
        WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    const sameTenant =
      row && (row.company_id === null ? userId === caller.id : Number(row.company_id) === caller.companyId);
    if (!sameTenant) throw new NotFoundError('error.notFound.user');
    return row.company_id && row.logo_version !== null && row.logo_version > 0
      ? `/branding/logo/${row.company_id}?v=${row.logo_version}`
      : null;
  }
}
