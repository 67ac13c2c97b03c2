import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../shared/auth/auth-user';
import { Database, SYSTEM, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';

/** A company's public branding: its logo, and the URL a user's screens show it from. */
@Injectable()
export class BrandingReadModel {
  constructor(private readonly db: Database) {}

  /** The re-encoded PNG of a live company's logo (NotFoundError otherwise). */
  async logoPng(companyId: number): Promise<Buffer> {
    const row = await this.db.one<{ png: Buffer }>(
      tenant(companyId),
      `SELECT l.png FROM company_logos l JOIN companies c ON c.id = l.company_id WHERE l.company_id = $1 AND c.deleted_at IS NULL`,
      [companyId],
    );
    if (!row) throw new NotFoundError('error.notFound.logo');
    return row.png;
  }

  /**
   * The logo URL of a user's company (null without one), versioned so it can be cached for long.
   * Another company's user answers like a missing one.
   */
  async logoUrlOf(userId: number, caller: AuthUser): Promise<string | null> {
    const row = await this.db.one<any>(
      SYSTEM,
      `SELECT u.company_id, c.logo_version FROM users u LEFT JOIN companies c ON c.id = u.company_id
        WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    const sameTenant =
      row && (row.company_id === null ? userId === caller.id : Number(row.company_id) === caller.companyId);
    if (!sameTenant) throw new NotFoundError('error.notFound.user');
    return row.company_id && row.logo_version > 0
      ? `/branding/logo/${row.company_id}?v=${row.logo_version}`
      : null;
  }
}
