import { Inject } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { storedActorName, type Language } from '../../shared/i18n';
import { IDV_REPORT_QUEUE, IdvReportJob, idvReportJobOptions } from '../idv-report/idv-report.queue';
import { APPLICANT_DIRECTORY, ApplicantDirectory } from '../ports/applicant-directory.port';
import { IdvRecords } from '../read-models/idv-records.read-model';
import { reportFileName } from './report-file-name';

/** What a report is asked of: an IDV (its id, or its subject's uuid) or a verification session (its uuid). */
export type ReportOf = { idv: string } | { session: string };

/** What a report is of, as its row records it: an IDV (its id) or a verification session (its uuid). */
export interface ReportSubject {
  column: 'idv_id' | 'session_uuid';
  id: string;
}

/**
 * Queue a PDF report for the console to poll and then download, named by kind, applicant
 * reference and day (report-file-name.ts). A missing or
 * another tenant's IDV or session is NotFoundError.
 */
export class RequestReport extends Command<{ job_id: string; status_url: string }> {
  constructor(
    readonly companyId: number,
    readonly user: AuthUser,
    readonly of: ReportOf,
    readonly language: Language,
  ) {
    super();
  }
}

/**
 * A report row (its progress for the console to poll) and its job: ids only in the payload. The row
 * keeps the requester's language (Accept-Language) for the worker, which has no request.
 */
@CommandHandler(RequestReport)
export class RequestReportHandler implements ICommandHandler<RequestReport> {
  constructor(
    private readonly db: Database,
    @InjectQueue(IDV_REPORT_QUEUE) private readonly queue: Queue<IdvReportJob>,
    private readonly records: IdvRecords,
    @Inject(APPLICANT_DIRECTORY) private readonly applicants: ApplicantDirectory,
  ) {}

  async execute({ companyId, user, of, language }: RequestReport) {
    const { subject, fileName } = await this.subject(companyId, of, language);
    const reportId = randomUUID();
    await this.db.rows(
      tenant(companyId),
      `INSERT INTO reports (id, company_id, ${subject.column}, status, requested_by_id, requested_by_name, file_name, language)
      VALUES ($1, $2, $3, 'queued', $4, $5, $6, $7)`,
      [reportId, companyId, subject.id, user.id, storedActorName(user), fileName, language],
    );
    await this.queue.add('render', { reportId, companyId }, idvReportJobOptions(reportId));
    return { job_id: reportId, status_url: `/api/reports/${reportId}` };
  }

  /** The report's subject and file name: the IDV's record or the session, found in the tenant. */
  private async subject(
    companyId: number,
    of: ReportOf,
    language: Language,
  ): Promise<{ subject: ReportSubject; fileName: string }> {
    const now = new Date();
    if ('idv' in of) {
      const row = await this.records.load(companyId, of.idv);
      const fileName = reportFileName({ kind: 'idv', formType: row.form_type }, row.uuid, now, language);
      return { subject: { column: 'idv_id', id: row.id }, fileName };
    }
    const session = await this.applicants.find(companyId, of.session);
    if (!session)
      throw await this.records.goneOr(companyId, of.session, new NotFoundError('error.notFound.session'));
    const fileName = reportFileName({ kind: 'session' }, session.uuid, now, language);
    return { subject: { column: 'session_uuid', id: session.uuid }, fileName };
  }
}
