import type { Tx } from '../shared/database/database';
import type { ApplicantsOfCompany, KnownApplicants, PurgeErased } from '../privacy/applicant-keys.public';
import { purgeOutboxMessages } from '../notifications/notifications.public';

/**
 * Erasure (docs/privacy.md): the financial-aid cases of an erased applicant — those linked to their
 * session, or the case itself when the student was never an applicant (its id is then the one
 * erased) — go with their scans (ON DELETE CASCADE) and the reminders sent to them (the outbox's
 * messages whose reference is the case: a pending one is then never sent). Federal aid records have their own retention
 * period (docs/financial-aid.md): a school that must keep a case places a legal hold instead.
 */
export const purgeErasedFinaidCases: PurgeErased = async (tx: Tx, companyId, subjectUuids) => {
  const uuids = [...subjectUuids];
  // The scans are counted in the same statement: its snapshot still holds the rows the cascade removes.
  const { rows } = await tx.query<{ scans: string; cases: string[] }>(
    `WITH gone AS (
       DELETE FROM finaid_cases
        WHERE company_id = $1 AND (session_uuid = ANY($2::uuid[]) OR id = ANY($2::uuid[]))
       RETURNING id)
     SELECT (SELECT count(*) FROM finaid_scans s WHERE s.company_id = $1 AND s.case_id IN (SELECT id FROM gone)) AS scans,
            (SELECT coalesce(array_agg(id::text), '{}') FROM gone) AS cases`,
    [companyId, uuids],
  );
  const cases = rows[0].cases;
  return {
    finaid_cases: cases.length,
    finaid_scans: Number(rows[0].scans),
    outbox_messages: await purgeOutboxMessages(tx, companyId, cases),
  };
};

/** Students with a case and no applicant record: an offboarding erases them by their case id. */
export const finaidStudentsOf: ApplicantsOfCompany = async (tx, companyId) => {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM finaid_cases WHERE company_id = $1 AND session_uuid IS NULL',
    [companyId],
  );
  return rows.map((r) => r.id);
};

/** Which of these uuids are the company's financial-aid cases (a student erased by their case id). */
export const knownFinaidCases: KnownApplicants = async (tx, companyId, uuids) => {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM finaid_cases WHERE company_id = $1 AND id = ANY($2::uuid[])',
    [companyId, [...uuids]],
  );
  return rows.map((r) => r.id);
};

/**
 * What the student's cases hold that a typed note could quote (names, e-mail, phone, date of birth,
 * student id): an erasure refuses a note that names the applicant it erases (docs/privacy.md).
 */
export async function finaidApplicantValues(
  tx: Tx,
  companyId: number,
  subjectUuid: string,
): Promise<string[]> {
  const { rows } = await tx.query<Record<string, string | null>>(
    `SELECT first_name, last_name, email, phone, date_of_birth::text AS date_of_birth, student_id
       FROM finaid_cases WHERE company_id = $1 AND (session_uuid = $2 OR id = $2)`,
    [companyId, subjectUuid],
  );
  return rows.flatMap((r) => Object.values(r).filter((v): v is string => !!v));
}
