import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import { FaceCropKind, IdvMediaStore, ImageVariant, StoredImageKind } from '../media/idv-media-store';
import { IdvRecords, IdvRow, parseFormType } from '../read-models/idv-records.read-model';

/**
 * One IDV record (by its id, or the subject's uuid and form type) with the face crops it links to.
 * `formType` is the `formType` query parameter as given (checked before any read).
 */
export class GetIdvRecord extends Query<{ row: IdvRow; crops: FaceCropKind[] }> {
  constructor(
    readonly companyId: number,
    readonly idOrUuid: string,
    readonly formType: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetIdvRecord)
export class GetIdvRecordHandler implements IQueryHandler<GetIdvRecord> {
  constructor(
    private readonly db: Database,
    private readonly records: IdvRecords,
    private readonly media: IdvMediaStore,
  ) {}

  execute({ companyId, idOrUuid, formType }: GetIdvRecord) {
    const form = parseFormType(formType, 'formType');
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid, form);
      return { row, crops: await this.media.faceCropKinds(tx, companyId, row.id) };
    });
  }
}

/** One stored image of an IDV, decrypted (null when the IDV has none of that kind). */
export class GetIdvImage extends Query<{ data: Buffer; contentType: string } | null> {
  constructor(
    readonly companyId: number,
    readonly idOrUuid: string,
    readonly kind: StoredImageKind,
    readonly variant: ImageVariant,
  ) {
    super();
  }
}

@QueryHandler(GetIdvImage)
export class GetIdvImageHandler implements IQueryHandler<GetIdvImage> {
  constructor(
    private readonly db: Database,
    private readonly records: IdvRecords,
    private readonly media: IdvMediaStore,
  ) {}

  execute({ companyId, idOrUuid, kind, variant }: GetIdvImage) {
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid);
      return this.media.get(tx, companyId, row.id, kind, variant);
    });
  }
}
