import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastifyReply, type FastifyRequest } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { exportFileName } from '../../shared/csv/formula-safe';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { SessionQuery } from '../list-sessions/session-filters';
import { ExportSessionsCsv } from './export-sessions.query';
import { ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../../shared/http/openapi/list-query.decorator';
import { SESSION_FILTER } from '../list-sessions/session-filters';

import { RecordsAccess, loggableFilter, noteViewed } from '../../access-log/records-access.public';
/**
 * Spec section 7 `GET /api/exportSessions`: the list's filters, every row, as CSV (formula-safe
 * cells, reason codes space-separated, UTC times; see sessions-csv.sql.ts). Memory stays flat
 * whatever the size (sessions-csv.stream.ts).
 */
@Controller('api/exportSessions')
export class ExportSessionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiListQuery({ sort: [], filter: SESSION_FILTER })
  @ApiFile(['text/csv'], 'Every session matching the filters.')
  @CompanyStaff(Permission.Export)
  @RecordsAccess('sessions.export', { detail: (r) => ({ filter: loggableFilter(r.query) }) })
  async export(
    @Query() query: SessionQuery,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    // The filters are parsed before the first byte: a bad filter answers 400, not a broken download.
    const { body, rows } = await this.queries.execute(new ExportSessionsCsv(user.companyId!, query));
    noteViewed(request, { detail: { rows } });
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('Cache-Control', 'no-store');
    return reply.send(body);
  }
}
