import type { ResealBatch } from '../key-rotation/ports/resealing.port';
import { APPLICANT_KEY_PURPOSE, applicantKeyContext } from '../shared/crypto/applicant-key';

/**
 * One batch of the data-key rotation's applicant-keys step: each applicant's wrapped key sealed again
 * under the tenant's current key, after `after` (company|subject). Only the small wrapped keys move:
 * what they sealed stays as it is, which is why rotation stays cheap with per-applicant keys.
 */
export const resealApplicantKeys: ResealBatch = async (tx, after, batchRows, resealing) => {
  const [company, subject] = after ? after.split('|') : ['0', '00000000-0000-0000-0000-000000000000'];
  const { rows } = await tx.query<{
    company_id: string;
    subject_uuid: string;
    key_id: string;
    wrapped: Buffer;
  }>(
    `SELECT company_id, subject_uuid, key_id, wrapped FROM vault.applicant_keys
      WHERE (company_id, subject_uuid) > ($1::bigint, $2::uuid) AND wrapped IS NOT NULL
      ORDER BY company_id, subject_uuid LIMIT $3 FOR UPDATE`,
    [company, subject, batchRows],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const companyId = Number(r.company_id);
    const context = applicantKeyContext(companyId, r.subject_uuid, r.key_id);
    const wrapped = resealing.reseal(companyId, APPLICANT_KEY_PURPOSE, r.wrapped, context);
    if (!wrapped) continue;
    rewritten++;
    await tx.query(
      'UPDATE vault.applicant_keys SET wrapped = $3 WHERE company_id = $1 AND subject_uuid = $2 AND wrapped IS NOT NULL',
      [r.company_id, r.subject_uuid, wrapped],
    );
  }
  const last = rows[rows.length - 1];
  return { next: `${last.company_id}|${last.subject_uuid}`, rewritten };
};
