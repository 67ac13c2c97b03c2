/**
 * What other features may ask of the sessions' tables (verification_sessions and its search index),
 * always inside the caller's tenant transaction. They never name those tables themselves (lint rule
 * verifydesk/no-foreign-table, docs/architecture.md "Feature boundaries"): when the tables change,
 * only this file and the sessions feature change with them.
 */
import type { Database, Tx } from '../shared/database/database';

/** The person of a session, for screening. */
export interface SessionPerson {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  country_code: string | null;
}

/** The person of a session in the tenant (another tenant's is missing). */
export async function sessionPerson(
  tx: Tx,
  companyId: number,
  sessionUuid: string,
): Promise<SessionPerson | undefined> {
  const { rows } = await tx.query<SessionPerson>(
    `SELECT first_name, last_name, date_of_birth::text AS date_of_birth, country_code
       FROM verification_sessions WHERE company_id = $1 AND uuid = $2`,
    [companyId, sessionUuid],
  );
  return rows[0];
}

/** True when the session is the tenant's. */
export async function sessionExists(tx: Tx, companyId: number, sessionUuid: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'SELECT 1 FROM verification_sessions WHERE company_id = $1 AND uuid = $2',
    [companyId, sessionUuid],
  );
  return !!rowCount;
}

/** The names of the tenant's sessions among the uuids (a uuid on no session is left out). */
export async function sessionNames(
  tx: Tx,
  companyId: number,
  sessionUuids: readonly string[],
): Promise<Map<string, { first_name: string; last_name: string }>> {
  if (!sessionUuids.length) return new Map();
  const { rows } = await tx.query<{ uuid: string; first_name: string; last_name: string }>(
    'SELECT uuid, first_name, last_name FROM verification_sessions WHERE company_id = $1 AND uuid = ANY($2::uuid[])',
    [companyId, [...sessionUuids]],
  );
  return new Map(rows.map((r) => [r.uuid, { first_name: r.first_name, last_name: r.last_name }]));
}

/** The identity keys among these that a session of the tenant already has. */
export async function identityKeysOnFile(
  tx: Tx,
  companyId: number,
  identityKeys: readonly string[],
): Promise<Set<string>> {
  if (!identityKeys.length) return new Set();
  const { rows } = await tx.query<{ identity_key: string }>(
    'SELECT identity_key FROM verification_sessions WHERE company_id = $1 AND identity_key = ANY($2::text[])',
    [companyId, [...identityKeys]],
  );
  return new Set(rows.map((r) => r.identity_key));
}

/** A session already on file, as an import needs it to update the session and its SSN history. */
export interface SessionOnFile {
  identity_key: string;
  id: string;
  uuid: string;
  /** The UTC day the session was created (YYYY-MM-DD). */
  created_day: string;
  invalid_ssn: boolean;
  incomplete_address: boolean;
  ssn_cipher: string | null;
  ssn_index: string | null;
  name_key: string;
  /** YYYY-MM-DD, or null. */
  dob: string | null;
}

/**
 * In one query: the tenant's sessions with one of the identity keys, and every holder of one of the
 * SSNs (by their blind index), as an import chunk needs them.
 */
export async function sessionsOnFile(
  tx: Tx,
  companyId: number,
  identityKeys: readonly string[],
  ssnIndexes: readonly string[],
): Promise<SessionOnFile[]> {
  const { rows } = await tx.query<SessionOnFile>(
    `SELECT identity_key, id, uuid, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_day, invalid_ssn,
            incomplete_address, ssn_cipher, ssn_index, name_key, to_char(date_of_birth, 'YYYY-MM-DD') AS dob
       FROM verification_sessions WHERE company_id = $1 AND (identity_key = ANY($2::text[]) OR ssn_index = ANY($3::text[]))`,
    [companyId, [...identityKeys], [...ssnIndexes]],
  );
  return rows;
}

/** Ids for new sessions from the sessions' sequence (recorded in the import's event, so a rebuild keeps them). */
export async function reserveSessionIds(tx: Tx, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    "SELECT nextval('verification_session_ids') AS id FROM generate_series(1, $1)",
    [count],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * After a large load: VACUUM (ANALYZE) the sessions and their search index. ANALYZE gives the planner
 * the tables' new size (a table that grew from nothing is otherwise planned as empty until
 * autovacuum's next round); VACUUM marks the new pages all-visible, so the list's capped counts are
 * index-only at once, and merges the trigram index's pending entries, which every search would
 * otherwise scan.
 */
export async function settleSessionTables(db: Database): Promise<void> {
  await db.maintain('VACUUM (ANALYZE) verification_sessions, private.session_search');
}

/** Fresh planner statistics of the tenant's sessions (the tenant may run it; the function is the sessions'). */
export async function refreshSessionStatistics(tx: Tx): Promise<void> {
  await tx.query('SELECT analyze_verification_sessions()');
}
/**
 * Sessions created in a day range that are high or very high risk or lack a valid SSN: the dashboard
 * card, summed from the same per-day counters as the total of its list (high_risk_or_invalid_ssn=1 and
 * the period). A scalar sub-select over `$1` (from) and `$2` (to) and, unless `everyCompany` (the super
 * admin's dashboard: counts only), `$3` (the company), so the dashboard asks it in its own statement.
 */
export function highRiskOrInvalidSsnSql(everyCompany: boolean): string {
  return `(SELECT coalesce(sum(high_risk_or_invalid_ssn), 0) FROM session_risk_days
      WHERE day BETWEEN $1::date AND $2::date${everyCompany ? '' : ' AND company_id = $3'})`;
}

/**
 * Sessions created per UTC day of [start, end), by the list's Risk Level choices ("high" counts high
 * and very high, as `overall_risk_level=high` lists them): the dashboard's trend chart, whose bars
 * open the list filtered the same way. Days without sessions are left out.
 */
export async function sessionsPerDayByRisk(
  tx: Tx,
  companyId: number,
  start: string,
  end: string,
): Promise<Array<{ day: string; high: string; medium: string; low: string; inconclusive: string }>> {
  const { rows } = await tx.query(
    `SELECT to_char((s.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
            count(*) FILTER (WHERE s.overall_risk_level IN ('high', 'very_high')) AS high,
            count(*) FILTER (WHERE s.overall_risk_level = 'medium') AS medium,
            count(*) FILTER (WHERE s.overall_risk_level = 'low') AS low,
            count(*) FILTER (WHERE s.overall_risk_level = 'inconclusive') AS inconclusive
       FROM verification_sessions s
      WHERE s.company_id = $1 AND s.created_at >= $2 AND s.created_at < $3
      GROUP BY 1`,
    [companyId, start, end],
  );
  return rows;
}

/**
 * The tenant's sessions among these external (student) ids, by id: the financial-aid selections link
 * each case to the applicant with the school's own id. An id on several sessions links the newest.
 */
export async function sessionUuidsByExternalId(
  tx: Tx,
  companyId: number,
  externalIds: readonly string[],
): Promise<Map<string, string>> {
  if (!externalIds.length) return new Map();
  const { rows } = await tx.query<{ external_id: string; uuid: string }>(
    `SELECT DISTINCT ON (external_id) external_id, uuid FROM verification_sessions
      WHERE company_id = $1 AND external_id = ANY($2::text[]) ORDER BY external_id, id DESC`,
    [companyId, [...externalIds]],
  );
  return new Map(rows.map((r) => [r.external_id, r.uuid]));
}

/**
 * What the session has on file that a typed note could quote (names, e-mails, phone, date of birth,
 * the school's id): an erasure refuses a note that names the applicant it erases (docs/privacy.md).
 */
export async function sessionApplicantValues(
  tx: Tx,
  companyId: number,
  sessionUuid: string,
): Promise<string[]> {
  const { rows } = await tx.query<Record<string, string | null>>(
    `SELECT first_name, last_name, email, csug_email, phone, date_of_birth::text AS date_of_birth, external_id
       FROM verification_sessions WHERE company_id = $1 AND uuid = $2`,
    [companyId, sessionUuid],
  );
  return rows.flatMap((r) => Object.values(r).filter((v): v is string => !!v));
}
