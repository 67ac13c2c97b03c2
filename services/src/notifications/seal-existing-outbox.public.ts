import type { Tx } from '../shared/database/database';
import { sealBytes } from '../shared/crypto/applicant-key';
import type { ApplicantKeyStore } from '../privacy/applicant-keys.public';
import { OUTBOX_KEY_PURPOSE, outboxContext } from './outbox';

/** Whose messages these are: the applicant of each reference (an IDV id), where one is known. */
export type SubjectsOfReferences = (tx: Tx, references: readonly string[]) => Promise<Map<string, string>>;

/**
 * One batch of moving outbox messages written before per-applicant keys (tenant key, subject_uuid
 * NULL) to the applicant's own key, in place (docs/privacy.md); cursor: message id. A message whose
 * reference names no known applicant stays under the tenant key; an erased applicant's is deleted.
 */
export async function sealExistingOutbox(
  tx: Tx,
  after: string | null,
  batchRows: number,
  keys: ApplicantKeyStore,
  subjectsOf: SubjectsOfReferences,
): Promise<{ next: string | null; sealed: number }> {
  const { rows } = await tx.query<{
    id: string;
    company_id: string;
    reference: string | null;
    recipient_sealed: Buffer;
    body_sealed: Buffer;
  }>(
    `SELECT id, company_id, reference, recipient_sealed, body_sealed FROM outbox_messages
      WHERE id > $1 AND subject_uuid IS NULL ORDER BY id LIMIT $2 FOR UPDATE`,
    [after ?? '00000000-0000-0000-0000-000000000000', batchRows],
  );
  if (!rows.length) return { next: null, sealed: 0 };
  const subjects = await subjectsOf(
    tx,
    rows.flatMap((r) => (r.reference ? [r.reference] : [])),
  );
  let sealed = 0;
  for (const r of rows) {
    const subject = r.reference ? subjects.get(r.reference) : undefined;
    if (!subject) continue;
    const companyId = Number(r.company_id);
    if ((await keys.find(tx, companyId, [subject])).get(subject) === null) {
      await tx.query('DELETE FROM outbox_messages WHERE id = $1', [r.id]);
      continue;
    }
    const key = (await keys.ensure(tx, companyId, [subject])).get(subject)!;
    const move = (sealedPart: Buffer, part: string) =>
      sealBytes(
        key,
        keys.tenantKeys.open(companyId, OUTBOX_KEY_PURPOSE, sealedPart, `${r.id}:${part}`),
        outboxContext(r.id, part),
      );
    await tx.query(
      'UPDATE outbox_messages SET recipient_sealed = $2, body_sealed = $3, subject_uuid = $4 WHERE id = $1',
      [r.id, move(r.recipient_sealed, 'recipient'), move(r.body_sealed, 'body'), subject],
    );
    sealed++;
  }
  return { next: rows[rows.length - 1].id, sealed };
}

export async function unsealedOutboxMessages(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM outbox_messages WHERE subject_uuid IS NULL',
  );
  return Number(rows[0].n);
}
