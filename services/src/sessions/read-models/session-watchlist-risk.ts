import type { Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import type { WatchlistSubjectEvent } from '../../watchlist/screen-subject/watchlist-subject.events';

/** The watchlist events that move a session's overall risk (handled by the verification_sessions projection). */
export const SESSION_WATCHLIST_EVENTS: readonly WatchlistSubjectEvent['type'][] = [
  'WatchlistScreened',
  'WatchlistMatchReviewed',
];

/**
 * The overall risk a session shows: its data score, raised to 'high' while a confirmed watchlist match
 * stands (a 'very_high' score stays). `confirmed` and `scored` are SQL expressions.
 */
export const effectiveRiskSql = (confirmed: string, scored: string) =>
  `CASE WHEN ${confirmed} AND ${scored} <> 'very_high' THEN 'high' ELSE ${scored} END`;

/**
 * The stored export line with its overall-risk cell replaced. The cells after it (two booleans, the
 * reason codes joined by spaces and three times) never hold a comma, so the cell is found from the
 * end of the line whatever the name and address cells contain.
 */
export const exportLineWithRiskSql = (line: string, risk: string) =>
  `regexp_replace(${line}, ',[a-z_]+(,(true|false),(true|false),[^,]*,[^,]*,[^,]*,[^,]*)$', ',' || ${risk} || '\\1')`;

/**
 * A reviewer's standing confirmations of a session's watchlist matches (docs/watchlist.md, "Reviews,
 * rechecks and rescreens"), kept as the confirmed entry ids: a screening replaces them with the matches
 * whose confirmation it carried over (an entry that changed invalidates it), a review adds or removes
 * its entry. The session's overall_risk_level follows in the same statement, so the list's risk filter
 * and chip, the detail and the dashboard's high-risk count read one indexed column.
 */
export async function applySessionWatchlistEvent(
  tx: Tx,
  event: Recorded<WatchlistSubjectEvent>,
): Promise<void> {
  if (event.companyId === null) return;
  let ids: string;
  const params: unknown[] = [event.companyId];
  if (event.type === 'WatchlistScreened') {
    const d = event.data;
    const confirmed = d.matches
      .filter((m) => m.review?.decision === 'confirmed' && !m.review.invalidatedBecause)
      .map((m) => m.entryId);
    params.push(d.sessionUuid, confirmed);
    ids = '$3::text[]';
  } else {
    const d = event.data;
    params.push(d.sessionUuid, d.entryId);
    ids =
      d.decision === 'confirmed'
        ? 'array_append(array_remove(s.watchlist_confirmed_ids, $3), $3)'
        : 'array_remove(s.watchlist_confirmed_ids, $3)';
  }
  // The data score is meta_data.level (a row written without one keeps its stored level as the score).
  const risk = effectiveRiskSql(
    `cardinality(${ids}) > 0`,
    `coalesce(s.meta_data->>'level', s.overall_risk_level)`,
  );
  await tx.query(
    `UPDATE verification_sessions s SET watchlist_confirmed_ids = ${ids}, overall_risk_level = ${risk},
       export_csv = ${exportLineWithRiskSql('s.export_csv', risk)}
     WHERE s.company_id = $1 AND s.uuid = $2::uuid AND (s.watchlist_confirmed_ids <> ${ids} OR s.overall_risk_level <> ${risk})`,
    params,
  );
}
