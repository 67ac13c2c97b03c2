import type { ResealBatch } from '../key-rotation/ports/resealing.port';
import { WEBHOOK_SECRET_PURPOSE } from './manage-endpoints/webhook-endpoints';

/**
 * One batch of the data-key rotation's webhook step: the endpoints' signing secrets (current and, during
 * a rotation overlap, previous) sealed again under the current master key, after `after` (an endpoint
 * id). Without it, dropping the old key would leave the secrets unopenable and every delivery failing.
 */
export const resealWebhookSecrets: ResealBatch = async (tx, after, batchRows, resealing) => {
  const { rows } = await tx.query<{
    id: string;
    company_id: string;
    secret_sealed: Buffer;
    previous_secret_sealed: Buffer | null;
  }>(
    `SELECT endpoint_id AS id, company_id, secret_sealed, previous_secret_sealed FROM webhook_endpoint_state
      WHERE endpoint_id > $1 ORDER BY endpoint_id LIMIT $2`,
    [after ?? '00000000-0000-0000-0000-000000000000', batchRows],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const companyId = Number(r.company_id);
    const current = resealing.reseal(companyId, WEBHOOK_SECRET_PURPOSE, r.secret_sealed, r.id);
    const previous = r.previous_secret_sealed
      ? resealing.reseal(companyId, WEBHOOK_SECRET_PURPOSE, r.previous_secret_sealed, r.id)
      : null;
    if (!current && !previous) continue;
    rewritten += (current ? 1 : 0) + (previous ? 1 : 0);
    await tx.query(
      'UPDATE webhook_endpoint_state SET secret_sealed = $2, previous_secret_sealed = $3 WHERE endpoint_id = $1',
      [r.id, current ?? r.secret_sealed, previous ?? r.previous_secret_sealed],
    );
  }
  return { next: rows[rows.length - 1].id, rewritten };
};
