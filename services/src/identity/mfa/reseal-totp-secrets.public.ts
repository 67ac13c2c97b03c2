import type { ResealBatch } from '../../key-rotation/ports/resealing.port';
import { TOTP_SECRET_PURPOSE } from './enrolment.service';

/**
 * One batch of the data-key rotation's multi-factor step: authenticator-app secrets sealed again under
 * the current master key, after `after` (a factor id). Without it, dropping the old key would leave
 * every authenticator app unusable. The super admin's factors are sealed under tenant 0.
 */
export const resealTotpSecrets: ResealBatch = async (tx, after, batchRows, resealing) => {
  const { rows } = await tx.query<{ id: string; company_id: string | null; totp_secret_sealed: Buffer }>(
    `SELECT id, company_id, totp_secret_sealed FROM mfa_factors
      WHERE totp_secret_sealed IS NOT NULL AND id > $1 ORDER BY id LIMIT $2`,
    [after ?? '00000000-0000-0000-0000-000000000000', batchRows],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const companyId = r.company_id === null ? 0 : Number(r.company_id);
    const sealed = resealing.reseal(companyId, TOTP_SECRET_PURPOSE, r.totp_secret_sealed, r.id);
    if (!sealed) continue;
    rewritten++;
    await tx.query('UPDATE mfa_factors SET totp_secret_sealed = $2 WHERE id = $1', [r.id, sealed]);
  }
  return { next: rows[rows.length - 1].id, rewritten };
};
