import type { Tx } from '../shared/database/database';
import type { PurgeErased } from '../privacy/applicant-keys.public';

/** Erasure (docs/privacy.md): nothing is left to review of an erased applicant; their items go. */
export const purgeErasedReviewItems: PurgeErased = async (tx: Tx, companyId, subjectUuids) => {
  const { rowCount } = await tx.query(
    'DELETE FROM review_items WHERE company_id = $1 AND session_uuid = ANY($2::uuid[])',
    [companyId, [...subjectUuids]],
  );
  return { review_items: rowCount ?? 0 };
};
