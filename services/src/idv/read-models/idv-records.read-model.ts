import { Injectable } from '@nestjs/common';
import { Database, Tx, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { FORM_TYPES, FormType } from '../idv.events';
import { IdvView } from './idv-view';
import { isUuid } from '../../shared/http/uuid';
import { localized } from '../../shared/i18n';
import { ApplicantErasedGone, PrivacyQueries } from '../../privacy/erasures.public';

export interface IdvRow {
  id: string;
  uuid: string;
  form_type: FormType;
  stream_id: string;
  version: number;
  view: IdvView;
  /** When the retention schedule deleted its images (migration 069), or null. */
  images_deleted_at: Date | null;
}

export function parseFormType(value: unknown, field = 'form_type'): FormType | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!FORM_TYPES.includes(value as FormType))
    throw new ValidationError([{ field, message: localized('error.formType') }]);
  return value as FormType;
}

/**
 * Finds an IDV by its own id, or by the subject's uuid plus form type (the verification detail's IDV
 * tabs know only the session uuid). Always inside the caller's tenant: another tenant's id is 404.
 */
@Injectable()
export class IdvRecords {
  constructor(
    private readonly db: Database,
    private readonly privacy: PrivacyQueries,
  ) {}

  /** {@link find} in a transaction of its own, for a caller that reads nothing else with it. */
  load(companyId: number, idOrUuid: string, formType?: FormType): Promise<IdvRow> {
    return this.db.tx(tenant(companyId), (tx) => this.find(tx, companyId, idOrUuid, formType));
  }

  async find(tx: Tx, companyId: number, idOrUuid: string, formType?: FormType): Promise<IdvRow> {
    if (!isUuid(idOrUuid)) throw new NotFoundError('error.notFound.idv');
    const rows = (
      await tx.query<IdvRow>(
        `SELECT id, uuid, form_type, stream_id, version, view, images_deleted_at FROM idv_records
        WHERE company_id = $1 AND (id = $2::uuid OR uuid = $2::uuid) AND ($3::text IS NULL OR form_type = $3)
        ORDER BY (id = $2::uuid) DESC, form_type`,
        [companyId, idOrUuid, formType ?? null],
      )
    ).rows;
    const byId = rows.find((r) => r.id === idOrUuid.toLowerCase());
    if (byId) return byId;
    if (!rows.length) throw await this.missing(tx, companyId, idOrUuid);
    if (rows.length > 1)
      throw new ValidationError([{ field: 'form_type', message: localized('error.bothFormTypes') }]);
    return rows[0];
  }

  /**
   * Why an IDV is not there: an erased applicant's (named by its IDV id, which the log's
   * IdvRequested keeps in the clear, or by the applicant's uuid) answers 410 "Erased on …" like the
   * applicant's detail; anything else 404.
   */
  async missing(tx: Tx, companyId: number, idOrUuid: string): Promise<Error> {
    const requested = await tx.query<{ stream_id: string }>(
      `SELECT stream_id FROM events WHERE type = 'IdvRequested' AND company_id = $1 AND data->>'idvId' = $2 LIMIT 1`,
      [companyId, idOrUuid.toLowerCase()],
    );
    const subject = requested.rows[0] ? requested.rows[0].stream_id.split(':')[1] : idOrUuid;
    return this.goneOr(companyId, subject, new NotFoundError('error.notFound.idv'));
  }

  /** 410 "Erased on …" when the applicant named by `uuid` was erased, else `notFound`. */
  async goneOr(companyId: number, uuid: string, notFound: Error): Promise<Error> {
    const erasedAt = await this.privacy.erasedOn(companyId, uuid);
    return erasedAt ? new ApplicantErasedGone(erasedAt) : notFound;
  }
}
