import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FastifyReply, type FastifyRequest } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, localized, type Language } from '../../shared/i18n';
import { ReportOf, RequestReport } from '../request-report/request-report.command';
import { ApiData, ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { ReportJobResponse, ReportQueuedResponse } from './idv-report.response.dto';
import { GetReportFile, GetReportJob } from './idv-report.queries';

import { RecordsAccess, noteViewed } from '../../access-log/records-access.public';
/** PDF reports of an IDV or of a verification session (permission 6): queued, polled, then downloaded as `{uuid}.pdf`. */
@Controller('api')
export class IdvReportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('idv/:id/report')
  @ApiData(ReportQueuedResponse, {
    status: 202,
    description: 'The report job; poll GET /api/reports/{jobId}.',
  })
  @ApiErrors(
    404,
    [410, 'ERASED: the applicant was erased (the message says when).'],
    [409, 'IDV.NOT_COMPLETED.'],
  )
  @HttpCode(202)
  @CompanyStaff(Permission.Export)
  @RecordsAccess('report.requested', { param: 'id' })
  async request(@Param('id') id: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return this.enqueue(user, { idv: id }, language);
  }

  /** The verification session's detail as a PDF (spec section 2, the detail's Export). Another tenant's uuid answers 404. */
  @Post('sessions/:uuid/report')
  @ApiData(ReportQueuedResponse, {
    status: 202,
    description: 'The report job; poll GET /api/reports/{jobId}.',
  })
  @ApiErrors(404, [410, 'ERASED: the applicant was erased (the message says when).'])
  @HttpCode(202)
  @CompanyStaff(Permission.Export)
  @RecordsAccess('report.requested', { param: 'uuid' })
  async requestSessionReport(
    @Param('uuid') uuid: string,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ) {
    return this.enqueue(user, { session: uuid }, language);
  }

  @Get('reports/:jobId')
  @ApiData(ReportJobResponse, { description: 'The report job and its state.' })
  @ApiErrors(404, [410, 'ERASED: the report was deleted with its applicant (the message says when).'])
  @CompanyStaff(Permission.Export)
  async status(@Param('jobId') jobId: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.queries.execute(new GetReportJob(user.companyId!, jobId, language)));
  }

  @Get('reports/:jobId/file')
  @ApiFile(['application/pdf'], 'The report PDF.')
  @ApiErrors(404, 409, [410, 'ERASED: the report was deleted with its applicant (the message says when).'])
  @CompanyStaff(Permission.Export)
  @RecordsAccess('report.downloaded', { detail: (r) => ({ job: (r.params as { jobId?: string }).jobId }) })
  async file(
    @Param('jobId') jobId: string,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const { fileName, pdf, applicantId } = await this.queries.execute(
      new GetReportFile(user.companyId!, jobId),
    );
    // The line names whose report it is (the IDV id or the session uuid), not the job.
    noteViewed(request, { applicantIds: applicantId ? [applicantId] : [] });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  /** Queues the report (RequestReport) and answers where to poll it. */
  private async enqueue(user: AuthUser, of: ReportOf, language: Language) {
    return ok(
      await this.commands.execute(new RequestReport(user.companyId!, user, of, language)),
      localized('report.preparing'),
    );
  }
}
