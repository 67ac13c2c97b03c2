import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { CompanyStaff, SuperAdminOnly } from '../shared/auth/access-policy.decorator';
import { AuthUser } from '../shared/auth/auth-user';
import { Permission } from '../shared/auth/permissions';
import { ok, page } from '../shared/http/api-response';
import { ApiData, ApiFile } from '../shared/http/openapi/api-responses.decorator';
import { CurrentUser } from '../shared/http/request-context.decorator';
import {
  AccessLogActorResponse,
  AccessLogCountResponse,
  AccessLogLineResponse,
} from './access-log.response.dto';
import {
  type AccessLogQuery,
  CountAccessLogLines,
  ExportAccessLogCsv,
  ListAccessLog,
  ListAccessLogActors,
} from './access-log.queries';

const FILTERS = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const [name, description] of [
    ['actor', 'A staff member (user id) or an API key id.'],
    ['applicant', 'A session uuid or an IDV id.'],
    ['from', 'First UTC day, YYYY-MM-DD.'],
    ['to', 'Last UTC day, YYYY-MM-DD.'],
    ['page', 'Page number, from 1.'],
    ['limit', 'Rows a page: 50, 25, 100 or 200.'],
  ])
    ApiQuery({ name, required: false, schema: { type: 'string' }, description })(target, key, descriptor);
};

/**
 * Who saw which applicant's personal data (docs/access-log.md): the company admin and staff with the
 * Auditor permission read their company's lines; the super admin only counts per company.
 */
@Controller('api/access-log')
export class AccessLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @FILTERS()
  @ApiData(AccessLogLineResponse, {
    paged: true,
    description: "A page of the company's access log, newest first.",
  })
  @CompanyStaff(Permission.Auditor)
  async list(@Query() query: AccessLogQuery, @CurrentUser() user: AuthUser) {
    const { rows, meta } = await this.queries.execute(new ListAccessLog(user.companyId!, query));
    return page(rows, meta);
  }

  @Get('export')
  @FILTERS()
  @ApiFile(['text/csv'], 'Every line matching the filters.')
  @CompanyStaff(Permission.Auditor)
  async export(@Query() query: AccessLogQuery, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const body = await this.queries.execute(new ExportAccessLogCsv(user.companyId!, query));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="access-log-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  }

  @Get('actors')
  @ApiData(AccessLogActorResponse, { isArray: true, description: 'Who has lines in the log.' })
  @CompanyStaff(Permission.Auditor)
  async actors(@CurrentUser() user: AuthUser) {
    return ok(await this.queries.execute(new ListAccessLogActors(user.companyId!)));
  }

  @Get('counts')
  @ApiData(AccessLogCountResponse, { isArray: true, description: 'Lines per company (never the lines).' })
  @SuperAdminOnly()
  async counts() {
    return ok(await this.queries.execute(new CountAccessLogLines()));
  }
}
