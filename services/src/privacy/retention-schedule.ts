import type { Tx } from '../shared/database/database';

/** A company's retention schedule, in days (docs/privacy.md, "Retention schedule"). */
export interface RetentionSchedule {
  /** ID images, selfies and face crops, after the IDV decision. */
  imagesDays: number;
  /** Applicant records, after the applicant's last activity. */
  applicantRecordsDays: number;
  /** PDF reports and exports, after they were made. */
  reportsDays: number;
}

/**
 * The defaults a company follows until its admin edits the schedule: images a month after the
 * decision; records two years after the last activity (the GLBA Safeguards Rule's outer limit,
 * 16 CFR 314.4(c)(6)); reports and exports a week. Face descriptors are never kept past the comparison.
 */
export const DEFAULT_RETENTION: RetentionSchedule = {
  imagesDays: 30,
  applicantRecordsDays: 730,
  reportsDays: 7,
};

/** The company's schedule, or the defaults when its admin never edited it. */
export async function retentionScheduleOf(tx: Tx, companyId: number): Promise<RetentionSchedule> {
  const { rows } = await tx.query<{
    images_days: number;
    applicant_records_days: number;
    reports_days: number;
  }>(
    'SELECT images_days, applicant_records_days, reports_days FROM retention_schedules WHERE company_id = $1',
    [companyId],
  );
  if (!rows.length) return { ...DEFAULT_RETENTION };
  return {
    imagesDays: rows[0].images_days,
    applicantRecordsDays: rows[0].applicant_records_days,
    reportsDays: rows[0].reports_days,
  };
}

/** Whether an open legal hold stops every purge of these applicants: the held ones. */
export async function heldApplicants(
  tx: Tx,
  companyId: number,
  subjectUuids: readonly string[],
): Promise<Set<string>> {
  if (!subjectUuids.length) return new Set();
  const { rows } = await tx.query<{ subject_uuid: string }>(
    'SELECT subject_uuid FROM legal_holds WHERE company_id = $1 AND subject_uuid = ANY($2::uuid[]) AND released_at IS NULL',
    [companyId, [...new Set(subjectUuids)]],
  );
  return new Set(rows.map((r) => r.subject_uuid));
}
