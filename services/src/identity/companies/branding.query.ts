import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';

/** The re-encoded PNG of a live company's logo (NotFoundError otherwise): a public brand mark. */
export class GetCompanyLogo extends Query<Buffer> {
  constructor(readonly companyId: number) {
    super();
  }
}

@QueryHandler(GetCompanyLogo)
export class GetCompanyLogoHandler implements IQueryHandler<GetCompanyLogo> {
  constructor(private readonly db: Database) {}

  async execute({ companyId }: GetCompanyLogo): Promise<Buffer> {
    const row = await this.db.one<{ png: Buffer }>(
      tenant(companyId),
      `SELECT l.png FROM company_logos l JOIN companies c ON c.id = l.company_id WHERE l.company_id = $1 AND c.deleted_at IS NULL`,
      [companyId],
    );
    if (!row) throw new NotFoundError('error.notFound.logo');
    return row.png;
  }
}
