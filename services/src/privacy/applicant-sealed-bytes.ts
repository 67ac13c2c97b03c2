import type { Tx } from '../shared/database/database';
import { openBytes, sealBytes } from '../shared/crypto/applicant-key';
import { processApplicantKeys } from './process-applicant-keys';

/**
 * Bytes kept in a feature's row or file sealed with the applicant's own key (images, reports,
 * outbox messages; docs/privacy.md): destroying the key makes every copy unreadable, backups too.
 * `context` binds the bytes to their row and field. Refuses (ApplicantErasedError) an erased
 * applicant: nothing new is kept of them.
 */
export async function sealForApplicant(
  tx: Tx,
  companyId: number,
  subjectUuid: string,
  plain: Buffer,
  context: string,
): Promise<Buffer> {
  const key = (await processApplicantKeys().ensure(tx, companyId, [subjectUuid])).get(subjectUuid)!;
  return sealBytes(key, plain, context);
}

/** The bytes, or null once the applicant's key was destroyed (erased: the bytes are noise). */
export async function openForApplicant(
  tx: Tx,
  companyId: number,
  subjectUuid: string,
  sealed: Buffer,
  context: string,
): Promise<Buffer | null> {
  const key = (await processApplicantKeys().find(tx, companyId, [subjectUuid])).get(subjectUuid);
  if (!key) return null;
  return openBytes(key, sealed, context);
}
