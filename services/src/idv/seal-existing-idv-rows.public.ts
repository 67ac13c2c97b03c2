import type { Tx } from '../shared/database/database';
import { sealBytes } from '../shared/crypto/applicant-key';
import type { ApplicantKeyStore } from '../privacy/applicant-keys.public';
import { MEDIA_KEY_PURPOSE } from './media/idv-media-store';
import { REPORT_KEY_PURPOSE, reportContext } from './idv-report/report-key-purpose';

const NO_UUID = '00000000-0000-0000-0000-000000000000';
/** Images and PDFs are large: fewer per batch than event rows. */
const ROWS_PER_BATCH = 50;

/**
 * The applicant's key to move a row to: a key (made now where there is none), or null when the
 * applicant was erased (the row is then deleted: it should not have been left).
 */
/**
 * One batch of moving IDV images written before per-applicant keys (tenant key, subject_uuid NULL)
 * to the applicant's own key, in place (docs/privacy.md). Cursor: idv|kind|variant. An image whose
 * IDV has no record is left as it is.
 */
export async function sealExistingIdvImages(
  tx: Tx,
  after: string | null,
  _batch: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const [idv, kind, variant] = after ? after.split('|') : [NO_UUID, '', ''];
  const { rows } = await tx.query<{
    idv_id: string;
    company_id: string;
    kind: string;
    variant: string;
    sealed: Buffer;
    uuid: string | null;
  }>(
    `SELECT i.idv_id, i.company_id, i.kind, i.variant, i.sealed, r.uuid FROM idv_images i
       LEFT JOIN idv_records r ON r.id = i.idv_id
      WHERE (i.idv_id, i.kind, i.variant) > ($1::uuid, $2, $3) AND i.subject_uuid IS NULL
      ORDER BY i.idv_id, i.kind, i.variant LIMIT $4 FOR UPDATE OF i`,
    [idv, kind, variant, ROWS_PER_BATCH],
  );
  if (!rows.length) return { next: null, sealed: 0 };
  let sealed = 0;
  for (const r of rows) {
    if (!r.uuid) continue;
    const companyId = Number(r.company_id);
    const where = [r.idv_id, r.kind, r.variant];
    const key = await keys.liveKey(tx, companyId, r.uuid);
    if (!key) {
      await tx.query('DELETE FROM idv_images WHERE idv_id = $1 AND kind = $2 AND variant = $3', where);
      continue;
    }
    const context = `${r.idv_id}:${r.kind}:${r.variant}`;
    const plain = keys.tenantKeys.open(companyId, MEDIA_KEY_PURPOSE, r.sealed, context);
    await tx.query(
      'UPDATE idv_images SET sealed = $4, subject_uuid = $5 WHERE idv_id = $1 AND kind = $2 AND variant = $3',
      [...where, sealBytes(key, plain, context), r.uuid],
    );
    sealed++;
  }
  const last = rows[rows.length - 1];
  return { next: `${last.idv_id}|${last.kind}|${last.variant}`, sealed };
}

/** One batch of moving stored PDF reports from the tenant key to the applicant's key (cursor: report id). */
export async function sealExistingReports(
  tx: Tx,
  after: string | null,
  _batch: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const { rows } = await tx.query<{ id: string; company_id: string; sealed: Buffer; subject: string | null }>(
    `SELECT p.id, p.company_id, p.sealed, coalesce(p.session_uuid, r.uuid) AS subject FROM reports p
       LEFT JOIN idv_records r ON r.id = p.idv_id
      WHERE p.id > $1 AND p.sealed IS NOT NULL AND p.subject_uuid IS NULL
      ORDER BY p.id LIMIT $2 FOR UPDATE OF p`,
    [after ?? NO_UUID, ROWS_PER_BATCH],
  );
  if (!rows.length) return { next: null, sealed: 0 };
  let sealed = 0;
  for (const r of rows) {
    if (!r.subject) continue;
    const companyId = Number(r.company_id);
    const key = await keys.liveKey(tx, companyId, r.subject);
    if (!key) {
      await tx.query('DELETE FROM reports WHERE id = $1', [r.id]);
      continue;
    }
    const plain = keys.tenantKeys.open(companyId, REPORT_KEY_PURPOSE, r.sealed, r.id);
    await tx.query('UPDATE reports SET sealed = $2, subject_uuid = $3 WHERE id = $1', [
      r.id,
      sealBytes(key, plain, reportContext(r.id)),
      r.subject,
    ]);
    sealed++;
  }
  return { next: rows[rows.length - 1].id, sealed };
}

/** The applicants of IDVs, by IDV id (the outbox names an IDV as its messages' reference). */
export async function subjectsOfIdvs(tx: Tx, idvIds: readonly string[]): Promise<Map<string, string>> {
  const ids = idvIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const { rows } = await tx.query<{ id: string; uuid: string }>(
    'SELECT id, uuid FROM idv_records WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.uuid]));
}

/** Rows still under the tenant key (the progress's totals). */
export async function unsealedIdvImages(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM idv_images WHERE subject_uuid IS NULL',
  );
  return Number(rows[0].n);
}

export async function unsealedReports(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM reports WHERE sealed IS NOT NULL AND subject_uuid IS NULL',
  );
  return Number(rows[0].n);
}
