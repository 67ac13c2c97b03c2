import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyReply } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, localized, type Language } from '../../shared/i18n';
import { APPLICANT_DIRECTORY, ApplicantDirectory } from '../ports/applicant-directory.port';
import { IdvRecords } from '../read-models/idv-records.read-model';
import { ReportsReadModel } from '../read-models/reports.read-model';
import { ReportSubject, RequestReport } from '../request-report/request-report.command';
import { ApiData, ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { ReportJobResponse, ReportQueuedResponse } from './idv-report.response.dto';
import { reportFailureText } from './report-failure';

/** PDF reports of an IDV or of a verification session (permission 6): queued, polled, then downloaded as `{uuid}.pdf`. */
@Controller('api')
export class IdvReportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly records: IdvRecords,
    private readonly reports: ReportsReadModel,
    @Inject(APPLICANT_DIRECTORY) private readonly applicants: ApplicantDirectory,
  ) {}

  @Post('idv/:id/report')
  @ApiData(ReportQueuedResponse, {
    status: 202,
    description: 'The report job; poll GET /api/reports/{jobId}.',
  })
  @ApiErrors(404, [409, 'IDV.NOT_COMPLETED.'])
  @HttpCode(202)
  @CompanyStaff(Permission.Export)
  async request(@Param('id') id: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const companyId = user.companyId!;
    const row = await this.records.load(companyId, id);
    return this.enqueue(companyId, user, { column: 'idv_id', id: row.id }, `${row.uuid}.pdf`, language);
  }

  /** The verification session's detail as a PDF (spec section 2, the detail's Export). Another tenant's uuid answers 404. */
  @Post('sessions/:uuid/report')
  @ApiData(ReportQueuedResponse, {
    status: 202,
    description: 'The report job; poll GET /api/reports/{jobId}.',
  })
  @ApiErrors(404)
  @HttpCode(202)
  @CompanyStaff(Permission.Export)
  async requestSessionReport(
    @Param('uuid') uuid: string,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ) {
    const companyId = user.companyId!;
    const session = await this.applicants.find(companyId, uuid);
    if (!session) throw new NotFoundError('error.notFound.session');
    return this.enqueue(
      companyId,
      user,
      { column: 'session_uuid', id: session.uuid },
      `${session.uuid}.pdf`,
      language,
    );
  }

  @Get('reports/:jobId')
  @ApiData(ReportJobResponse, { description: 'The report job and its state.' })
  @ApiErrors(404)
  @CompanyStaff(Permission.Export)
  async status(@Param('jobId') jobId: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const r = await this.reports.find(
      jobId,
      user.companyId!,
      'id, idv_id, session_uuid, status, progress, file_name, bytes, render_ms, message, created_at, finished_at',
    );
    return ok({
      job_id: r.id,
      idv_id: r.idv_id,
      session_uuid: r.session_uuid,
      status: r.status,
      progress: r.progress,
      file_name: r.file_name,
      bytes: r.bytes,
      render_ms: r.render_ms,
      message: r.message === null ? null : reportFailureText(language, r.message),
      created_at: r.created_at,
      finished_at: r.finished_at,
      file_url: r.status === 'done' ? `/api/reports/${r.id}/file` : null,
    });
  }

  @Get('reports/:jobId/file')
  @ApiFile(['application/pdf'], 'The report PDF.')
  @ApiErrors(404, 409)
  @CompanyStaff(Permission.Export)
  async file(@Param('jobId') jobId: string, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const { fileName, pdf } = await this.reports.file(jobId, user.companyId!);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  /** Queues the report (RequestReport) and answers where to poll it. */
  private async enqueue(
    companyId: number,
    user: AuthUser,
    subject: ReportSubject,
    fileName: string,
    language: Language,
  ) {
    return ok(
      await this.commands.execute(new RequestReport(companyId, user, subject, fileName, language)),
      localized('report.preparing'),
    );
  }
}
