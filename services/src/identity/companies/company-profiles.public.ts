import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';

/**
 * What other features may ask of a company (the IDV's messages, capture page and report print its
 * name and logo). They never name identity's tables (docs/architecture.md, "Feature boundaries").
 */
@Injectable()
export class CompanyProfiles {
  constructor(private readonly db: Database) {}

  /** The company's name; a deleted or unknown company is not found. */
  async name(companyId: number): Promise<string> {
    const row = await this.db.one<{ name: string }>(
      SYSTEM,
      'SELECT name FROM companies WHERE id = $1 AND deleted_at IS NULL',
      [companyId],
    );
    if (!row) throw new NotFoundError('error.notFound.company');
    return row.name;
  }

  /** The company's logo as PNG bytes (its public branding asset), or null when it has none. */
  async logoPng(companyId: number): Promise<Buffer | null> {
    const logo = await this.db.one<{ png: Buffer }>(
      SYSTEM,
      'SELECT png FROM company_logos WHERE company_id = $1',
      [companyId],
    );
    return logo?.png ?? null;
  }
}
