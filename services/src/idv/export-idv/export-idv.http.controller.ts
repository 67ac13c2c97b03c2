import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastifyReply, type FastifyRequest } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { exportFileName } from '../../shared/csv/formula-safe';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { IdvQuery } from '../list-idv/idv-filters';
import { ExportIdvCsv } from './export-idv.query';
import { ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../../shared/http/openapi/list-query.decorator';
import { IDV_FILTER } from '../list-idv/idv-filters';

import { RecordsAccess, loggableFilter, noteViewed } from '../../access-log/records-access.public';
/** Spec section 7 `GET /api/exportIDV`: the list's filters, every row (idv-csv.export.ts). */
@Controller('api/exportIDV')
export class ExportIdvController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiListQuery({ sort: [], filter: IDV_FILTER })
  @ApiFile(['text/csv'], 'Every IDV matching the filters.')
  @CompanyStaff(Permission.Export)
  @RecordsAccess('idv.export', { detail: (r) => ({ filter: loggableFilter(r.query) }) })
  async export(
    @Query() query: IdvQuery,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    // The filters are parsed before the first byte: a bad filter answers 400, not a broken download.
    const { body, rows } = await this.queries.execute(new ExportIdvCsv(user.companyId!, query));
    noteViewed(request, { detail: { rows } });
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(new Date(), 'idv')}"`)
      .header('Cache-Control', 'no-store');
    return reply.send(body);
  }
}
