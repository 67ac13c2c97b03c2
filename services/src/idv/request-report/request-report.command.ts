import { InjectQueue } from '@nestjs/bullmq';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { storedActorName, type Language } from '../../shared/i18n';
import { IDV_REPORT_QUEUE, IdvReportJob, idvReportJobOptions } from '../idv-report/idv-report.queue';

/** What a report is of: an IDV (its id) or a verification session (its uuid). */
export interface ReportSubject {
  column: 'idv_id' | 'session_uuid';
  id: string;
}

/** Queue a PDF report for the console to poll and then download. */
export class RequestReport extends Command<{ job_id: string; status_url: string }> {
  constructor(
    readonly companyId: number,
    readonly user: AuthUser,
    readonly subject: ReportSubject,
    readonly fileName: string,
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
  ) {}

  async execute({ companyId, user, subject, fileName, language }: RequestReport) {
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
}
