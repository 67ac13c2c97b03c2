import { Injectable } from '@nestjs/common';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { isUuid } from '../../shared/http/uuid';
import { REPORT_KEY_PURPOSE, reportContext } from '../idv-report/report-key-purpose';
import { openForApplicant } from '../../privacy/applicant-keys.public';
import { ApplicantErasedGone, PrivacyQueries } from '../../privacy/erasures.public';

/** A `reports` row as the driver returns it. */
export interface ReportRow {
  id: string;
  idv_id: string | null;
  session_uuid: string | null;
  status: 'queued' | 'rendering' | 'done' | 'failed';
  progress: number;
  file_name: string;
  sealed: Buffer | null;
  /** Whose key sealed the PDF; null: the tenant key (a report from before, until the seal-existing pass). */
  subject_uuid: string | null;
  bytes: number | null;
  render_ms: number | null;
  message: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** PDF report jobs of the caller's tenant: their progress, and the finished file. */
@Injectable()
export class ReportsReadModel {
  constructor(
    private readonly db: Database,
    private readonly keys: TenantKeys,
    private readonly privacy: PrivacyQueries,
  ) {}

  /**
   * The report row's `columns`; a malformed, missing or other tenant's id is NotFoundError, and a
   * report its applicant's erasure deleted is 410 "Erased on <date>" (in the reader's language).
   */
  async find<C extends keyof ReportRow>(
    jobId: string,
    companyId: number,
    columns: readonly C[],
  ): Promise<Pick<ReportRow, C>> {
    if (!isUuid(jobId)) throw new NotFoundError('error.notFound.report');
    const row = await this.db.one<Pick<ReportRow, C>>(
      tenant(companyId),
      `SELECT ${columns.join(', ')} FROM reports WHERE id = $1 AND company_id = $2`,
      [jobId, companyId],
    );
    if (!row) throw await this.missing(jobId, companyId);
    return row;
  }

  /** Why a report is not there: deleted by its applicant's erasure (410), or never there (404). */
  private async missing(jobId: string, companyId: number): Promise<Error> {
    const erased = await this.db.one<{ subject_uuid: string }>(
      tenant(companyId),
      'SELECT subject_uuid FROM erased_reports WHERE id = $1 AND company_id = $2',
      [jobId, companyId],
    );
    const at = erased ? await this.privacy.erasedOn(companyId, erased.subject_uuid) : null;
    return at ? new ApplicantErasedGone(at) : new NotFoundError('error.notFound.report');
  }

  /** The finished PDF, decrypted, with its download name (NotFoundError until it is done). */
  /** The PDF and whose it is (the IDV id or the session uuid, for the access log). */
  async file(
    jobId: string,
    companyId: number,
  ): Promise<{ fileName: string; pdf: Buffer; applicantId: string | null }> {
    const r = await this.find(jobId, companyId, [
      'id',
      'status',
      'file_name',
      'sealed',
      'idv_id',
      'session_uuid',
      'subject_uuid',
    ]);
    if (r.status !== 'done' || !r.sealed) throw new NotFoundError('error.notFound.reportFile');
    const sealed = r.sealed;
    const pdf = r.subject_uuid
      ? await this.db.tx(tenant(companyId), (tx) =>
          openForApplicant(tx, companyId, r.subject_uuid!, sealed, reportContext(r.id)),
        )
      : this.keys.open(companyId, REPORT_KEY_PURPOSE, sealed, r.id);
    if (!pdf) throw new NotFoundError('error.notFound.reportFile');
    return { fileName: r.file_name, pdf, applicantId: r.idv_id ?? r.session_uuid ?? null };
  }
}
