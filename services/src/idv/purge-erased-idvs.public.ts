import type { Tx } from '../shared/database/database';
import type { ApplicantsOfCompany, PurgeErased } from '../privacy/applicant-keys.public';
import { purgeOutboxMessages } from '../notifications/notifications.public';

/**
 * Erasure (docs/privacy.md): an erased applicant's IDVs (records, subject, capture links, images,
 * selfies and face crops), every PDF report about them or their session, and the messages that
 * carried their capture links are deleted. The events keep the facts (an IDV happened, who decided,
 * when) for the history. Each deleted report's id is kept with whose it was (erased_reports), so a
 * report job polled afterwards answers 410 "Erased on …" rather than 404.
 */
export const purgeErasedIdvs: PurgeErased = async (tx: Tx, companyId, subjectUuids) => {
  const uuids = [...subjectUuids];
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM idv_records WHERE company_id = $1 AND uuid = ANY($2::uuid[])',
    [companyId, uuids],
  );
  const idvIds = rows.map((r) => r.id);
  const count = async (sql: string, params: unknown[]) => (await tx.query(sql, params)).rowCount ?? 0;
  const byIdv = [companyId, idvIds];
  return {
    idv_images: await count(
      'DELETE FROM idv_images WHERE company_id = $1 AND idv_id = ANY($2::uuid[])',
      byIdv,
    ),
    reports: Number(
      (
        await tx.query<{ n: string }>(
          `WITH gone AS (
             DELETE FROM reports WHERE company_id = $1 AND (idv_id = ANY($2::uuid[]) OR session_uuid = ANY($3::uuid[]))
             RETURNING id, idv_id, session_uuid),
           tombstones AS (
             INSERT INTO erased_reports (id, company_id, subject_uuid)
             SELECT g.id, $1, coalesce(g.session_uuid, r.uuid) FROM gone g LEFT JOIN idv_records r ON r.id = g.idv_id
              WHERE coalesce(g.session_uuid, r.uuid) IS NOT NULL
             ON CONFLICT (id) DO NOTHING)
           SELECT count(*) AS n FROM gone`,
          [companyId, idvIds, uuids],
        )
      ).rows[0].n,
    ),
    idv_capture_links: await count(
      'DELETE FROM idv_capture_links WHERE company_id = $1 AND idv_id = ANY($2::uuid[])',
      byIdv,
    ),
    outbox_messages: await purgeOutboxMessages(tx, companyId, idvIds),
    idv_records: await count('DELETE FROM idv_records WHERE company_id = $1 AND id = ANY($2::uuid[])', byIdv),
    idv_subjects: await count('DELETE FROM idv_subjects WHERE company_id = $1 AND uuid = ANY($2::uuid[])', [
      companyId,
      uuids,
    ]),
  };
};

/** The company's applicants with an IDV or asked for one (an offboarding erases them all). */
export const idvApplicantsOf: ApplicantsOfCompany = async (tx, companyId) => {
  const { rows } = await tx.query<{ uuid: string }>(
    'SELECT uuid FROM idv_subjects WHERE company_id = $1 UNION SELECT uuid FROM idv_records WHERE company_id = $1',
    [companyId],
  );
  return rows.map((r) => r.uuid);
};
