import type { ResealBatch } from '../key-rotation/ports/resealing.port';
import { OUTBOX_KEY_PURPOSE } from './outbox';

/**
 * One batch of the data-key rotation's outbox step: the queued messages' sealed recipient and body
 * after `after` (a message id) sealed again under the current key, so a message queued before the
 * rotation can still be sent after the old key is dropped. Messages sealed with an applicant's key
 * need nothing: that key is itself re-wrapped (the applicant-keys step).
 */
export const resealOutboxMessages: ResealBatch = async (tx, after, batchRows, resealing) => {
  const { rows } = await tx.query<{
    id: string;
    company_id: string;
    recipient_sealed: Buffer;
    body_sealed: Buffer;
  }>(
    `SELECT id, company_id, recipient_sealed, body_sealed FROM outbox_messages WHERE id > $1 AND subject_uuid IS NULL ORDER BY id LIMIT $2`,
    [after ?? '00000000-0000-0000-0000-000000000000', batchRows],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const recipient = resealing.reseal(
      Number(r.company_id),
      OUTBOX_KEY_PURPOSE,
      r.recipient_sealed,
      `${r.id}:recipient`,
    );
    const body = resealing.reseal(Number(r.company_id), OUTBOX_KEY_PURPOSE, r.body_sealed, `${r.id}:body`);
    if (!recipient && !body) continue;
    rewritten += (recipient ? 1 : 0) + (body ? 1 : 0);
    await tx.query('UPDATE outbox_messages SET recipient_sealed = $2, body_sealed = $3 WHERE id = $1', [
      r.id,
      recipient ?? r.recipient_sealed,
      body ?? r.body_sealed,
    ]);
  }
  return { next: rows[rows.length - 1].id, rewritten };
};
