import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { Queue } from 'bullmq';
import { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, translate, type Language } from '../../shared/i18n';
import { SessionsReadModel } from '../../sessions/list-sessions/sessions.read-model';
import { IdvRecords } from '../read-models/idv-records.read-model';
import { IDV_REPORT_QUEUE, IdvReportJob, idvReportJobOptions } from './idv-report.queue';
import { REPORT_KEY_PURPOSE } from './idv-report.renderer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PDF reports of an IDV or of a verification session (permission 6): queued, polled, then downloaded as `{uuid}.pdf`. */
@Controller('api')
export class IdvReportController {
  constructor(
    private readonly db: Database,
    private readonly records: IdvRecords,
    private readonly sessions: SessionsReadModel,
    private readonly keys: TenantKeys,
    @InjectQueue(IDV_REPORT_QUEUE) private readonly queue: Queue<IdvReportJob>,
  ) {}

  @Post('idv/:id/report')
  @HttpCode(202)
  @CompanyStaff(Permission.Export)
  async request(@Param('id') id: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const companyId = user.companyId!;
    const row = await this.db.tx(tenant(companyId), (tx) => this.records.find(tx, companyId, id));
    return this.enqueue(companyId, user, { column: 'idv_id', id: row.id }, `${row.uuid}.pdf`, language);
  }

  /** The verification session's detail as a PDF (spec section 2, the detail's Export). Another tenant's uuid answers 404. */
  @Post('sessions/:uuid/report')
  @HttpCode(202)
  @CompanyStaff(Permission.Export)
  async requestSessionReport(
    @Param('uuid') uuid: string,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ) {
    const companyId = user.companyId!;
    const session = await this.sessions.get(uuid, companyId);
    return this.enqueue(
      companyId,
      user,
      { column: 'session_uuid', id: session.uuid },
      `${session.uuid}.pdf`,
      language,
    );
  }

  @Get('reports/:jobId')
  @CompanyStaff(Permission.Export)
  async status(@Param('jobId') jobId: string, @CurrentUser() user: AuthUser) {
    const r = await this.find(
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
      message: r.message,
      created_at: r.created_at,
      finished_at: r.finished_at,
      file_url: r.status === 'done' ? `/api/reports/${r.id}/file` : null,
    });
  }

  @Get('reports/:jobId/file')
  @CompanyStaff(Permission.Export)
  async file(@Param('jobId') jobId: string, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const companyId = user.companyId!;
    const r = await this.find(jobId, companyId, 'id, status, file_name, sealed');
    if (r.status !== 'done' || !r.sealed) throw new NotFoundError('Report file');
    const pdf = this.keys.open(companyId, REPORT_KEY_PURPOSE, r.sealed, r.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${r.file_name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  /**
   * A report row (its progress for the console to poll) and its job: ids only in the payload. The row
   * keeps the requester's language (Accept-Language) for the worker, which has no request.
   */
  private async enqueue(
    companyId: number,
    user: AuthUser,
    subject: { column: 'idv_id' | 'session_uuid'; id: string },
    fileName: string,
    language: Language,
  ) {
    const reportId = randomUUID();
    await this.db.rows(
      tenant(companyId),
      `INSERT INTO reports (id, company_id, ${subject.column}, status, requested_by_id, requested_by_name, file_name, language)
      VALUES ($1, $2, $3, 'queued', $4, $5, $6, $7)`,
      [reportId, companyId, subject.id, user.id, user.name, fileName, language],
    );
    await this.queue.add('render', { reportId, companyId }, idvReportJobOptions(reportId));
    return ok(
      { job_id: reportId, status_url: `/api/reports/${reportId}` },
      translate(language, 'report.preparing'),
    );
  }

  private async find(jobId: string, companyId: number, columns: string) {
    if (!UUID.test(jobId)) throw new NotFoundError('Report');
    const row = await this.db.one<any>(
      tenant(companyId),
      `SELECT ${columns} FROM reports WHERE id = $1 AND company_id = $2`,
      [jobId, companyId],
    );
    if (!row) throw new NotFoundError('Report');
    return row;
  }
}
