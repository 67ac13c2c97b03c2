import { Controller, Get, Param, Res } from '@nestjs/common';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { FastifyReply } from 'fastify';
import { Public } from '../../shared/auth/access-policy.decorator';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';

/**
 * Serves a company's logo to <img> tags, which cannot send a bearer token. Logos are public brand
 * marks, re-encoded on upload; the version in the URL makes them cacheable for a long time.
 */
@Controller('branding')
export class BrandingController {
  constructor(private readonly db: Database) {}

  @Get('logo/:companyId')
  @Public()
  async logo(@Param('companyId', IdParamPipe) companyId: number, @Res() reply: FastifyReply) {
    const row = await this.db.one<{ png: Buffer }>(
      tenant(companyId),
      `SELECT l.png FROM company_logos l JOIN companies c ON c.id = l.company_id WHERE l.company_id = $1 AND c.deleted_at IS NULL`,
      [companyId],
    );
    if (!row) throw new NotFoundError('Logo');
    reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(row.png);
  }
}
