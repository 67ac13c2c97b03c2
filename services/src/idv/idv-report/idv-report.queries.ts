import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Language } from '../../shared/i18n';
import { ReportsReadModel } from '../read-models/reports.read-model';
import { reportFailureText } from './report-failure';

/** A report job as the console polls it (a malformed, missing or other tenant's id is NotFoundError). */
export interface ReportJob {
  job_id: string;
  idv_id: string | null;
  session_uuid: string | null;
  status: string;
  progress: number;
  file_name: string;
  bytes: number | null;
  render_ms: number | null;
  message: string | null;
  created_at: Date;
  finished_at: Date | null;
  /** Where to download the PDF once the job is done. */
  file_url: string | null;
}

/** `language`: the reader's, for a failed job's reason (stored as a key, report-failure.ts). */
export class GetReportJob extends Query<ReportJob> {
  constructor(
    readonly companyId: number,
    readonly jobId: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetReportJob)
export class GetReportJobHandler implements IQueryHandler<GetReportJob> {
  constructor(private readonly reports: ReportsReadModel) {}

  async execute({ companyId, jobId, language }: GetReportJob): Promise<ReportJob> {
    const r = await this.reports.find(jobId, companyId, [
      'id',
      'idv_id',
      'session_uuid',
      'status',
      'progress',
      'file_name',
      'bytes',
      'render_ms',
      'message',
      'created_at',
      'finished_at',
    ]);
    return {
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
    };
  }
}

/** The finished PDF, decrypted, with its download name (NotFoundError until it is done). */
export class GetReportFile extends Query<{ fileName: string; pdf: Buffer; applicantId: string | null }> {
  constructor(
    readonly companyId: number,
    readonly jobId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReportFile)
export class GetReportFileHandler implements IQueryHandler<GetReportFile> {
  constructor(private readonly reports: ReportsReadModel) {}

  execute({ companyId, jobId }: GetReportFile) {
    return this.reports.file(jobId, companyId);
  }
}
