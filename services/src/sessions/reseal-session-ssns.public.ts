import type { ResealBatch } from '../key-rotation/ports/resealing.port';
import { protectSsn, revealSsn, ssnKeyGeneration } from '../shared/crypto/ssn-protector';

/**
 * One batch of the data-key rotation's sessions step: the sessions' SSN ciphers after `after` (a
 * session id) re-encrypted under the current key; a cipher already under it is left alone.
 */
export const resealSessionSsns: ResealBatch = async (tx, after, batchRows, resealing) => {
  const keys = resealing.dataKeys;
  const page = (
    await tx.query<{ id: string; company_id: string }>(
      'SELECT id, company_id FROM verification_sessions WHERE ssn_cipher IS NOT NULL AND id > $1 ORDER BY id LIMIT $2',
      [after ?? '0', batchRows],
    )
  ).rows;
  if (!page.length) return { next: null, rewritten: 0 };
  // An import's chunk commit reads and writes a tenant's sessions under this lock: taken here
  // too, its rewrite and ours never interleave.
  for (const company of [...new Set(page.map((r) => Number(r.company_id)))].sort((a, b) => a - b)) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification-import:${company}`]);
  }
  const rows = (
    await tx.query<{ id: string; company_id: string; ssn_cipher: string; ssn_index: string | null }>(
      'SELECT id, company_id, ssn_cipher, ssn_index FROM verification_sessions WHERE id = ANY($1::bigint[]) AND ssn_cipher IS NOT NULL FOR UPDATE',
      [page.map((r) => r.id)],
    )
  ).rows;
  const ids: string[] = [];
  const ciphers: string[] = [];
  for (const r of rows) {
    const companyId = Number(r.company_id);
    const generation = ssnKeyGeneration(keys, companyId, r.ssn_cipher);
    if (generation < 0) throw new Error(`the SSN of session ${r.id} opens with no loaded key`);
    if (generation === 0) continue;
    const ssn = revealSsn(keys, companyId, r.ssn_cipher);
    ids.push(r.id);
    ciphers.push(protectSsn(keys, companyId, ssn, r.ssn_index ?? undefined).cipher);
  }
  if (ids.length) {
    await tx.query(
      'UPDATE verification_sessions s SET ssn_cipher = u.cipher FROM unnest($1::bigint[], $2::text[]) AS u(id, cipher) WHERE s.id = u.id',
      [ids, ciphers],
    );
  }
  return { next: page[page.length - 1].id, rewritten: ids.length };
};
