import type { Tx } from '../shared/database/database';
import type { PurgeErased } from '../privacy/applicant-keys.public';

/** Erasure (docs/privacy.md): an erased applicant's screening result (names matched, list entries) goes. */
export const purgeErasedScreenings: PurgeErased = async (tx: Tx, companyId, subjectUuids) => {
  const { rowCount } = await tx.query(
    'DELETE FROM watchlist_screenings WHERE company_id = $1 AND session_uuid = ANY($2::uuid[])',
    [companyId, [...subjectUuids]],
  );
  return { watchlist_screenings: rowCount ?? 0 };
};
