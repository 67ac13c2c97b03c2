import { Injectable } from '@nestjs/common';
import { Database, Tx, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { FORM_TYPES, FormType } from '../idv.events';
import { IdvView } from './idv-view';
import { isUuid } from '../../shared/http/uuid';
import { localized } from '../../shared/i18n';

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
  constructor(private readonly db: Database) {}

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
    if (!rows.length) throw new NotFoundError('error.notFound.idv');
    if (rows.length > 1)
      throw new ValidationError([{ field: 'form_type', message: localized('error.bothFormTypes') }]);
    return rows[0];
  }
}
