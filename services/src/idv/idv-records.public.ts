/**
 * What other features may ask of the IDV records, in the caller's transaction. They never name the
 * IDV's tables themselves (docs/architecture.md, "Feature boundaries").
 */
import type { Tx } from '../shared/database/database';

/** The public id of the IDV recorded on the event stream, or null before the IDV's record exists. */
export async function idvIdOfStream(tx: Tx, streamId: string): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM idv_records WHERE stream_id = $1', [
    streamId,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * IDVs requested per UTC day of [start, end) and form type, by result (the IDV list's Validation
 * Status: PASSED, FAILED, none yet): the dashboard's trend chart, whose bars open the list filtered
 * the same way. Days without requests are left out.
 */
export async function idvsPerDayByResult(
  tx: Tx,
  companyId: number,
  start: string,
  end: string,
): Promise<Array<{ day: string; form_type: string; passed: string; failed: string; pending: string }>> {
  const { rows } = await tx.query(
    `SELECT to_char((r.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, r.form_type,
            count(*) FILTER (WHERE r.overall_validation = 'PASSED') AS passed,
            count(*) FILTER (WHERE r.overall_validation = 'FAILED') AS failed,
            count(*) FILTER (WHERE r.overall_validation IS NULL) AS pending
       FROM idv_records r
      WHERE r.company_id = $1 AND r.created_at >= $2 AND r.created_at < $3
      GROUP BY 1, 2`,
    [companyId, start, end],
  );
  return rows;
}
