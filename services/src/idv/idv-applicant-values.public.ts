import type { Tx } from '../shared/database/database';

/**
 * What the IDV feature has on file of an applicant that a typed note could quote (the subject's and
 * the records' names, e-mail, phone, date of birth): an erasure refuses a note that names the
 * applicant it erases (docs/privacy.md).
 */
export async function idvApplicantValues(tx: Tx, companyId: number, subjectUuid: string): Promise<string[]> {
  const { rows } = await tx.query<Record<string, string | null>>(
    `SELECT first_name, last_name, email, phone, date_of_birth::text AS date_of_birth
       FROM idv_subjects WHERE company_id = $1 AND uuid = $2
     UNION ALL
     SELECT first_name, last_name, email, NULL, date_of_birth::text
       FROM idv_records WHERE company_id = $1 AND uuid = $2`,
    [companyId, subjectUuid],
  );
  return rows.flatMap((r) => Object.values(r).filter((v): v is string => !!v));
}
