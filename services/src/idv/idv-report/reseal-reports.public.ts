import type { ResealBatch } from '../../key-rotation/ports/resealing.port';
import { REPORT_KEY_PURPOSE } from './report-key-purpose';

/** How many reports a batch re-seals: a PDF is large, so fewer per batch than other rows. */
const REPORTS_PER_BATCH = 50;

/**
 * One batch of the data-key rotation's reports step: the rendered reports' PDFs (an IDV's or a
 * session's; IDV owns the `reports` table) after `after` (a report id) sealed again under the current
 * key. The batch size is the reports' own, not the rotation's. A PDF sealed with the applicant's key
 * needs nothing: that key is re-wrapped (the applicant-keys step).
 */
export const resealReports: ResealBatch = async (tx, after, _batchRows, resealing) => {
  const { rows } = await tx.query<{ id: string; company_id: string; sealed: Buffer }>(
    `SELECT id, company_id, sealed FROM reports WHERE sealed IS NOT NULL AND subject_uuid IS NULL AND id > $1 ORDER BY id LIMIT $2`,
    [after ?? '00000000-0000-0000-0000-000000000000', REPORTS_PER_BATCH],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const sealed = resealing.reseal(Number(r.company_id), REPORT_KEY_PURPOSE, r.sealed, r.id);
    if (!sealed) continue;
    rewritten++;
    await tx.query('UPDATE reports SET sealed = $2 WHERE id = $1', [r.id, sealed]);
  }
  return { next: rows[rows.length - 1].id, rewritten };
};
