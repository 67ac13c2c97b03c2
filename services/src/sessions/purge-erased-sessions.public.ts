import type { Tx } from '../shared/database/database';
import type { ApplicantsOfCompany, PurgeErased } from '../privacy/applicant-keys.public';

/**
 * Erasure (docs/privacy.md): an erased applicant's session rows go, with their search text (the
 * trigger of migration 032) and high-risk day counts (migration 047's triggers); the per-company and
 * per-day totals are taken down by what was deleted, so every count still equals its list.
 */
export const purgeErasedSessions: PurgeErased = async (tx: Tx, companyId, subjectUuids) => {
  const { rows } = await tx.query<{ day: string; n: string; invalid_ssn: string; incomplete: string }>(
    `WITH gone AS (
       DELETE FROM verification_sessions WHERE company_id = $1 AND uuid = ANY($2::uuid[])
       RETURNING created_at, invalid_ssn, incomplete_address)
     SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*) AS n,
            count(*) FILTER (WHERE invalid_ssn) AS invalid_ssn, count(*) FILTER (WHERE incomplete_address) AS incomplete
       FROM gone GROUP BY 1`,
    [companyId, [...subjectUuids]],
  );
  const sessions = rows.reduce((sum, r) => sum + Number(r.n), 0);
  if (sessions) {
    await tx.query(
      'UPDATE verification_session_counts SET total = GREATEST(total - $2, 0) WHERE company_id = $1',
      [companyId, sessions],
    );
    await tx.query(
      `UPDATE verification_session_days d SET total = GREATEST(d.total - x.n, 0),
              invalid_ssn = GREATEST(d.invalid_ssn - x.invalid_ssn, 0),
              incomplete_address = GREATEST(d.incomplete_address - x.incomplete, 0)
         FROM unnest($2::date[], $3::bigint[], $4::bigint[], $5::bigint[]) AS x(day, n, invalid_ssn, incomplete)
        WHERE d.company_id = $1 AND d.day = x.day`,
      [
        companyId,
        rows.map((r) => r.day),
        rows.map((r) => r.n),
        rows.map((r) => r.invalid_ssn),
        rows.map((r) => r.incomplete),
      ],
    );
  }
  const forms = await tx.query(
    'DELETE FROM session_idv_forms WHERE company_id = $1 AND session_uuid = ANY($2::uuid[])',
    [companyId, [...subjectUuids]],
  );
  return { verification_sessions: sessions, session_idv_forms: forms.rowCount ?? 0 };
};

/** The company's applicants with a session (an offboarding erases them all). */
export const sessionApplicantsOf: ApplicantsOfCompany = async (tx, companyId) => {
  const { rows } = await tx.query<{ uuid: string }>(
    'SELECT uuid FROM verification_sessions WHERE company_id = $1',
    [companyId],
  );
  return rows.map((r) => r.uuid);
};

/** Retention: sessions not updated since the cutoff, in uuid order after `after`. */
export async function staleSessionApplicants(
  tx: Tx,
  companyId: number,
  cutoff: Date,
  after: string,
  limit: number,
): Promise<string[]> {
  const { rows } = await tx.query<{ uuid: string }>(
    `SELECT uuid FROM verification_sessions WHERE company_id = $1 AND updated_at < $2 AND uuid > $3::uuid
      ORDER BY uuid LIMIT $4`,
    [companyId, cutoff, after, limit],
  );
  return rows.map((r) => r.uuid);
}

/** Retention: which of these applicants' sessions changed since the cutoff (a re-import). */
export async function sessionsActiveSince(
  tx: Tx,
  companyId: number,
  uuids: readonly string[],
  cutoff: Date,
): Promise<string[]> {
  const { rows } = await tx.query<{ uuid: string }>(
    'SELECT uuid FROM verification_sessions WHERE company_id = $1 AND uuid = ANY($2::uuid[]) AND updated_at >= $3',
    [companyId, [...uuids], cutoff],
  );
  return rows.map((r) => r.uuid);
}
