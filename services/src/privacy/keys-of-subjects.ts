import type { Tx } from '../shared/database/database';
import type { ApplicantKey } from '../shared/crypto/applicant-key';
import { processApplicantKeys } from './process-applicant-keys';

/** Whose key an event (or row) is sealed with: its company and applicant (none: nothing to open). */
export interface KeySubject {
  companyId: number | null;
  subject: string | null | undefined;
}

/**
 * The applicants' keys for a batch (a codec opening events), one look-up per company. The answer
 * gives an applicant's key, null when it was destroyed (erased), undefined when there is none.
 */
export async function keysOfSubjects(
  tx: Tx,
  wanted: Iterable<KeySubject>,
): Promise<
  (companyId: number | null, subject: string | null | undefined) => ApplicantKey | null | undefined
> {
  const byCompany = new Map<number, Set<string>>();
  for (const { companyId, subject } of wanted)
    if (companyId !== null && subject)
      byCompany.set(companyId, (byCompany.get(companyId) ?? new Set()).add(subject));
  const keys = new Map<string, ApplicantKey | null>();
  for (const [companyId, subjects] of byCompany)
    for (const [u, k] of await processApplicantKeys().find(tx, companyId, [...subjects]))
      keys.set(`${companyId}:${u}`, k);
  return (companyId, subject) =>
    companyId !== null && subject ? keys.get(`${companyId}:${subject}`) : undefined;
}
