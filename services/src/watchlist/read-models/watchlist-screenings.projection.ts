import { exhaustive, type Recorded } from '../../shared/domain/event';
import type { Tx } from '../../shared/database/database';
import type { InlineProjection } from '../../shared/event-store/projection';
import type {
  ScreenedMatch,
  WatchlistMatchReviewed,
  WatchlistScreened,
} from '../screen-subject/watchlist-subject.events';

/** What the read model keeps of a screening: the event's data minus the subject's personal data. */
export type StoredScreening = Omit<WatchlistScreened['data'], 'subject'>;

/**
 * Inline: the latest result per session, read by GET /omni/watchlist-result/{uuid} right after the
 * POST. A review rewrites the one match's review and clears its flag; flagged_at keeps the time the
 * first still-open flag was raised.
 */
export const watchlistScreeningsProjection: InlineProjection<
  Recorded<WatchlistScreened | WatchlistMatchReviewed>
> = {
  name: 'watchlist_screenings',
  handles: ['WatchlistScreened', 'WatchlistMatchReviewed'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM watchlist_screenings');
  },
  async apply(tx: Tx, event: Recorded<WatchlistScreened | WatchlistMatchReviewed>) {
    switch (event.type) {
      case 'WatchlistScreened':
        return screened(tx, event);
      case 'WatchlistMatchReviewed':
        return reviewed(tx, event);
      default:
        exhaustive(event);
    }
  },
};

async function screened(tx: Tx, event: Recorded<WatchlistScreened>): Promise<void> {
  const { subject: _personal, ...result } = event.data;
  const flagged = result.flaggedEntryIds.length > 0;
  await tx.query(
    `INSERT INTO watchlist_screenings AS w (session_uuid, company_id, version_key, risk_level, match_status, result,
       screened_at, flagged_at, flagged_entry_ids, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN $9::timestamptz END, $10, $9)
     ON CONFLICT (session_uuid) DO UPDATE SET version_key = EXCLUDED.version_key, risk_level = EXCLUDED.risk_level,
       match_status = EXCLUDED.match_status, result = EXCLUDED.result, screened_at = EXCLUDED.screened_at,
       flagged_at = CASE WHEN $8 THEN COALESCE(w.flagged_at, EXCLUDED.updated_at) END,
       flagged_entry_ids = EXCLUDED.flagged_entry_ids, updated_at = EXCLUDED.updated_at`,
    [
      result.sessionUuid,
      event.companyId,
      result.versionKey,
      result.riskLevel,
      result.matchStatus,
      JSON.stringify(result),
      result.screenedAt,
      flagged,
      event.recordedAt,
      result.flaggedEntryIds,
    ],
  );
}

async function reviewed(tx: Tx, event: Recorded<WatchlistMatchReviewed>): Promise<void> {
  const d = event.data;
  const row = (
    await tx.query<{ result: StoredScreening; flagged_entry_ids: string[] }>(
      'SELECT result, flagged_entry_ids FROM watchlist_screenings WHERE session_uuid = $1 FOR UPDATE',
      [d.sessionUuid],
    )
  ).rows[0];
  if (!row) return;
  const matches: ScreenedMatch[] = row.result.matches.map((m) =>
    m.entryId === d.entryId
      ? { ...m, review: { decision: d.decision, reason: d.reason, by: d.by, at: d.at } }
      : m,
  );
  const flaggedIds = row.flagged_entry_ids.filter((id) => id !== d.entryId);
  await tx.query(
    `UPDATE watchlist_screenings SET result = $2, flagged_entry_ids = $3,
       flagged_at = CASE WHEN cardinality($3::text[]) > 0 THEN flagged_at END, updated_at = $4
     WHERE session_uuid = $1`,
    [
      d.sessionUuid,
      JSON.stringify({ ...row.result, matches, flaggedEntryIds: flaggedIds }),
      flaggedIds,
      event.recordedAt,
    ],
  );
}
