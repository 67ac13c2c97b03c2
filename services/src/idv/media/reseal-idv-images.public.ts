import type { ResealBatch } from '../../key-rotation/ports/resealing.port';
import { MEDIA_KEY_PURPOSE } from './idv-media-store';

/** How many images a batch re-seals: images are large, so fewer per batch than other rows. */
const IMAGES_PER_BATCH = 50;

/**
 * One batch of the data-key rotation's images step: the IDV images after `after` (idv|kind|variant)
 * sealed again under the current key. The batch size is the images' own, not the rotation's. Images
 * sealed with the applicant's key need nothing: that key is re-wrapped (the applicant-keys step).
 */
export const resealIdvImages: ResealBatch = async (tx, after, _batchRows, resealing) => {
  const [idv, kind, variant] = after ? after.split('|') : ['00000000-0000-0000-0000-000000000000', '', ''];
  const { rows } = await tx.query<{
    idv_id: string;
    company_id: string;
    kind: string;
    variant: string;
    sealed: Buffer;
  }>(
    `SELECT idv_id, company_id, kind, variant, sealed FROM idv_images WHERE (idv_id, kind, variant) > ($1::uuid, $2, $3) AND subject_uuid IS NULL
      ORDER BY idv_id, kind, variant LIMIT $4`,
    [idv, kind, variant, IMAGES_PER_BATCH],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const sealed = resealing.reseal(
      Number(r.company_id),
      MEDIA_KEY_PURPOSE,
      r.sealed,
      `${r.idv_id}:${r.kind}:${r.variant}`,
    );
    if (!sealed) continue;
    rewritten++;
    await tx.query('UPDATE idv_images SET sealed = $4 WHERE idv_id = $1 AND kind = $2 AND variant = $3', [
      r.idv_id,
      r.kind,
      r.variant,
      sealed,
    ]);
  }
  const last = rows[rows.length - 1];
  return { next: `${last.idv_id}|${last.kind}|${last.variant}`, rewritten };
};
