import type { Tx } from '../shared/database/database';

/**
 * Erasure (docs/privacy.md): the queued and sent messages about an erased applicant's records (their
 * `reference`, e.g. an IDV id) are deleted; a message still pending is then never sent.
 */
export async function purgeOutboxMessages(
  tx: Tx,
  companyId: number,
  references: readonly string[],
): Promise<number> {
  if (!references.length) return 0;
  const { rowCount } = await tx.query(
    'DELETE FROM outbox_messages WHERE company_id = $1 AND reference = ANY($2::text[])',
    [companyId, [...references]],
  );
  return rowCount ?? 0;
}
