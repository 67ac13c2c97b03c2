import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { FastifyReply } from 'fastify';
import { Public } from '../../shared/auth/access-policy.decorator';
import { GetCompanyLogo } from './branding.query';
import { ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';

/**
 * Serves a company's logo to <img> tags, which cannot send a bearer token. Logos are public brand
 * marks, re-encoded on upload; the version in the URL makes them cacheable for a long time.
 */
@Controller('branding')
export class BrandingController {
  constructor(private readonly queries: QueryBus) {}

  @Get('logo/:companyId')
  @ApiFile(['image/png'], 'The company logo.')
  @ApiErrors(404)
  @Public()
  async logo(@Param('companyId', IdParamPipe) companyId: number, @Res() reply: FastifyReply) {
    const png = await this.queries.execute(new GetCompanyLogo(companyId));
    reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(png);
  }
}
