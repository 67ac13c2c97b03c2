import type { Tx } from '../shared/database/database';

/**
 * The retention schedule's steps on IDV data (docs/privacy.md, "Retention job"), run by privacy's
 * nightly job: images of IDVs decided long enough ago, PDF reports made long enough ago. Held
 * applicants (an open legal hold) are never touched.
 */

/** Deletes the images, selfies and face crops of up to `limit` IDVs decided before the cutoff. */
export async function deleteIdvImagesDecidedBefore(
  tx: Tx,
  companyId: number,
  cutoff: Date,
  held: readonly string[],
  limit: number,
) {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT r.id FROM idv_records r
      WHERE r.company_id = $1 AND r.completed_at < $2 AND r.images_deleted_at IS NULL
        AND NOT (r.uuid = ANY($3::uuid[]))
        AND EXISTS (SELECT 1 FROM idv_images i WHERE i.idv_id = r.id)
      ORDER BY r.completed_at LIMIT $4 FOR UPDATE OF r`,
    [companyId, cutoff, [...held], limit],
  );
  if (!rows.length) return { deleted: 0, records: 0 };
  const ids = rows.map((r) => r.id);
  const gone = await tx.query('DELETE FROM idv_images WHERE company_id = $1 AND idv_id = ANY($2::uuid[])', [
    companyId,
    ids,
  ]);
  await tx.query(
    'UPDATE idv_records SET images_deleted_at = now() WHERE company_id = $1 AND id = ANY($2::uuid[])',
    [companyId, ids],
  );
  return { deleted: gone.rowCount ?? 0, records: ids.length };
}

/** Deletes up to `limit` PDF reports (of IDVs and of sessions) made before the cutoff. */
export async function deleteReportsMadeBefore(
  tx: Tx,
  companyId: number,
  cutoff: Date,
  held: readonly string[],
  limit: number,
) {
  const gone = await tx.query(
    `DELETE FROM reports WHERE id IN (
       SELECT p.id FROM reports p LEFT JOIN idv_records r ON r.id = p.idv_id
        WHERE p.company_id = $1 AND p.created_at < $2
          AND NOT (coalesce(p.session_uuid, r.uuid) = ANY($3::uuid[]))
        ORDER BY p.created_at LIMIT $4)`,
    [companyId, cutoff, [...held], limit],
  );
  return { deleted: gone.rowCount ?? 0, records: gone.rowCount ?? 0 };
}

/** IDV subjects whose IDVs all last changed before the cutoff, in uuid order after `after`. */
export async function staleIdvApplicants(
  tx: Tx,
  companyId: number,
  cutoff: Date,
  after: string,
  limit: number,
) {
  const { rows } = await tx.query<{ uuid: string }>(
    `SELECT s.uuid FROM idv_subjects s WHERE s.company_id = $1 AND s.uuid > $3::uuid AND s.created_at < $2
        AND NOT EXISTS (SELECT 1 FROM idv_records r WHERE r.company_id = $1 AND r.uuid = s.uuid AND r.updated_at >= $2)
      ORDER BY s.uuid LIMIT $4`,
    [companyId, cutoff, after, limit],
  );
  return rows.map((r) => r.uuid);
}

/** Which of these applicants had an IDV change since the cutoff. */
export async function idvActiveSince(tx: Tx, companyId: number, uuids: readonly string[], cutoff: Date) {
  const { rows } = await tx.query<{ uuid: string }>(
    'SELECT DISTINCT uuid FROM idv_records WHERE company_id = $1 AND uuid = ANY($2::uuid[]) AND updated_at >= $3',
    [companyId, [...uuids], cutoff],
  );
  return rows.map((r) => r.uuid);
}
