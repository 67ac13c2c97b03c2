import type { Tx } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import type { ApplicantsImported } from '../../applicant-import/import.events';
import { reviewItemKeys } from '../review-assignments.public';
import { closeItems } from './review-item-rows';

const HIGH_LEVELS = new Set(['high', 'very_high']);

interface ScoredApplicant {
  uuid: string;
  level: string;
  /** The reason codes, read only for the high ones (most rows of an import are not). */
  reasonCodes(): string[];
}

/** Session uuid, risk level and reason codes of each row of a chunk, from either layout of the event. */
function scoredApplicants(data: ApplicantsImported['data']): ScoredApplicant[] {
  if (!data.columns)
    return (data.applicants ?? []).map((a) => ({
      uuid: a.uuid,
      level: a.overall_risk_level,
      reasonCodes: () => Object.values(a.meta_data.reasonCodes).flat(),
    }));
  const at = (name: string) => data.columns!.indexOf(name);
  const [uuid, level, codes] = [at('uuid'), at('overall_risk_level'), at('reason_codes')];
  return (data.rows ?? []).map((cells) => ({
    uuid: String(cells[uuid]),
    level: String(cells[level]),
    reasonCodes: () => ((cells[codes] as string[][] | null) ?? []).flat(),
  }));
}

/**
 * A chunk of scored applicants: each high or very high one raises an item whose reasons are its
 * level and reason codes, unless the same findings were already decided (a re-upload of the same
 * row raises nothing new); an applicant whose risk fell below high closes its open item.
 * Set-based: this runs for every chunk of an import.
 */
export async function applicantsImported(tx: Tx, event: Recorded<ApplicantsImported>): Promise<void> {
  const applicants = scoredApplicants(event.data);
  const high = applicants.filter((a) => HIGH_LEVELS.has(a.level));
  if (high.length)
    await tx.query(
      `WITH raised AS (
         SELECT 'high_risk:' || i.u AS item_key, i.u::uuid AS session_uuid, string_to_array(i.codes, ',') AS codes
           FROM unnest($3::text[], $4::text[]) AS i(u, codes)),
       decided AS (
         SELECT d.item_key, d.reason_codes FROM review_items d
          WHERE d.company_id = $2 AND d.item_key = ANY (ARRAY(SELECT item_key FROM raised))
            AND d.closed_by = 'ReviewDecided')
       INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, reason_codes, created_at)
       SELECT md5($1 || ':' || r.item_key)::uuid, $2, r.item_key, 'high_risk', r.session_uuid, r.codes, $5
         FROM raised r
        WHERE NOT EXISTS (SELECT 1 FROM decided x WHERE x.item_key = r.item_key AND x.reason_codes = r.codes)
       ON CONFLICT (company_id, item_key) WHERE status = 'open' DO UPDATE SET reason_codes = EXCLUDED.reason_codes`,
      [
        event.eventId,
        event.companyId,
        high.map((a) => a.uuid),
        high.map((a) => [`level:${a.level}`, ...a.reasonCodes()].join(',')),
        event.recordedAt,
      ],
    );
  const lowered = applicants
    .filter((a) => !HIGH_LEVELS.has(a.level))
    .map((a) => reviewItemKeys.highRisk(a.uuid));
  await closeItems(tx, event, lowered, 'risk_lowered');
}
