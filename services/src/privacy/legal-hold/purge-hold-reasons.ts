import type { PurgeErased } from '../reapply-erasures';

/**
 * Erasure (docs/privacy.md): the applicant's legal holds stay (that a hold was placed and released,
 * by whom, when: the privacy history), their reasons go, as the events' sealed copies go with the key.
 * No row is deleted, so the certificate counts nothing for it.
 */
export const purgeErasedHoldReasons: PurgeErased = async (tx, companyId, subjectUuids) => {
  await tx.query(
    `UPDATE legal_holds SET reason = NULL, release_reason = NULL
      WHERE company_id = $1 AND subject_uuid = ANY($2::uuid[]) AND (reason IS NOT NULL OR release_reason IS NOT NULL)`,
    [companyId, [...subjectUuids]],
  );
};
