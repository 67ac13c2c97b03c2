import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import { FormType } from '../idv.events';
import { FaceCropKind, IdvMediaStore, ImageVariant, StoredImageKind } from '../media/idv-media-store';
import { IdvRecords, IdvRow } from './idv-records.read-model';

/** One IDV record (by its id, or the subject's uuid and form type) with the face crops it links to. */
export class GetIdvRecord extends Query<{ row: IdvRow; crops: FaceCropKind[] }> {
  constructor(
    readonly companyId: number,
    readonly idOrUuid: string,
    readonly formType: FormType | undefined,
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
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid, formType);
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
