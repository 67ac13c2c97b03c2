import { Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { ImageKind } from '../idv.events';
import { ProcessedImage } from './image-intake';
import { openForApplicant, sealForApplicant } from '../../privacy/applicant-keys.public';

export const MEDIA_KEY_PURPOSE = 'idv-media';
export type ImageVariant = 'full' | 'thumb';
/** The faces the selfie check compared (idv/face), written by the worker only; one JPEG variant ('full'). */
export type FaceCropKind = 'selfie_face' | 'portrait_face';
export type StoredImageKind = ImageKind | FaceCropKind;

/**
 * ID and selfie images and face crops, sealed with the applicant's own key (issue 32, docs/privacy.md;
 * `subject_uuid` names the applicant): erasure destroys the key, and every copy, backups too, is
 * noise. Rows from before (subject_uuid NULL) are under the tenant's idv-media key until the
 * seal-existing pass moves them. The AAD binds each ciphertext to its IDV, kind and variant, so bytes
 * copied to another row (or tenant) fail to open instead of showing someone else's document.
 */
@Injectable()
export class IdvMediaStore {
  constructor(private readonly keys: TenantKeys) {}

  async put(tx: Tx, companyId: number, idvId: string, kind: ImageKind, image: ProcessedImage): Promise<void> {
    const subject = await subjectOf(tx, companyId, idvId);
    for (const variant of ['full', 'thumb'] as const) {
      const v = image[variant];
      const sealed = await sealForApplicant(tx, companyId, subject, v.data, context(idvId, kind, variant));
      await tx.query(
        `INSERT INTO idv_images (idv_id, company_id, kind, variant, content_type, sealed, bytes, width, height, subject_uuid)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (idv_id, kind, variant) DO UPDATE SET content_type = EXCLUDED.content_type, sealed = EXCLUDED.sealed,
           bytes = EXCLUDED.bytes, width = EXCLUDED.width, height = EXCLUDED.height, subject_uuid = EXCLUDED.subject_uuid,
           created_at = now()`,
        [idvId, companyId, kind, variant, v.contentType, sealed, v.data.length, v.width, v.height, subject],
      );
    }
  }

  async putFaceCrop(
    tx: Tx,
    companyId: number,
    idvId: string,
    kind: FaceCropKind,
    crop: { jpeg: Buffer; width: number; height: number },
  ): Promise<void> {
    const subject = await subjectOf(tx, companyId, idvId);
    const sealed = await sealForApplicant(tx, companyId, subject, crop.jpeg, context(idvId, kind, 'full'));
    await tx.query(
      `INSERT INTO idv_images (idv_id, company_id, kind, variant, content_type, sealed, bytes, width, height, subject_uuid)
       VALUES ($1, $2, $3, 'full', 'image/jpeg', $4, $5, $6, $7, $8)
       ON CONFLICT (idv_id, kind, variant) DO UPDATE SET sealed = EXCLUDED.sealed, bytes = EXCLUDED.bytes, width = EXCLUDED.width,
         height = EXCLUDED.height, subject_uuid = EXCLUDED.subject_uuid, created_at = now()`,
      [idvId, companyId, kind, sealed, crop.jpeg.length, crop.width, crop.height, subject],
    );
  }

  /** A crop of an earlier submission must not stand beside a new submission's result. */
  async deleteFaceCrops(tx: Tx, companyId: number, idvId: string): Promise<void> {
    await tx.query(
      `DELETE FROM idv_images WHERE idv_id = $1 AND company_id = $2 AND kind IN ('selfie_face', 'portrait_face')`,
      [idvId, companyId],
    );
  }

  /** Which face crops the last selfie check kept (the record links only to those). */
  async faceCropKinds(tx: Tx, companyId: number, idvId: string): Promise<FaceCropKind[]> {
    const rows = await tx.query<{ kind: FaceCropKind }>(
      `SELECT kind FROM idv_images WHERE idv_id = $1 AND company_id = $2 AND kind IN ('selfie_face', 'portrait_face')`,
      [idvId, companyId],
    );
    return rows.rows.map((r) => r.kind);
  }

  async get(
    tx: Tx,
    companyId: number,
    idvId: string,
    kind: StoredImageKind,
    variant: ImageVariant,
  ): Promise<{ data: Buffer; contentType: string } | null> {
    const row = (
      await tx.query<{ sealed: Buffer; content_type: string; subject_uuid: string | null }>(
        `SELECT sealed, content_type, subject_uuid FROM idv_images
          WHERE idv_id = $1 AND company_id = $2 AND kind = $3 AND variant = $4`,
        [idvId, companyId, kind, variant],
      )
    ).rows[0];
    if (!row) return null;
    const data = row.subject_uuid
      ? await openForApplicant(tx, companyId, row.subject_uuid, row.sealed, context(idvId, kind, variant))
      : this.keys.open(companyId, MEDIA_KEY_PURPOSE, row.sealed, context(idvId, kind, variant));
    return data && { data, contentType: row.content_type };
  }
}

/** The applicant an IDV is about (whose key seals its images). */
async function subjectOf(tx: Tx, companyId: number, idvId: string): Promise<string> {
  const { rows } = await tx.query<{ uuid: string }>(
    'SELECT uuid FROM idv_records WHERE id = $1 AND company_id = $2',
    [idvId, companyId],
  );
  if (!rows[0]) throw new Error(`IDV ${idvId} has no record: its images have no applicant key`);
  return rows[0].uuid;
}

const context = (idvId: string, kind: StoredImageKind, variant: ImageVariant) =>
  `${idvId}:${kind}:${variant}`;
