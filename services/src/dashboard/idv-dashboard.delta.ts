import { exhaustive, Recorded } from '../shared/domain/event';
import { Tx } from '../shared/database/database';
import { IdvCompleted, IdvRequested, IdvResultOverridden, Validation } from '../idv/idv.events';

/** IDV events that move the dashboard's IDV counters (handled inside the dashboard_daily_stats projection). */
export type IdvDashboardEvent = Recorded<IdvRequested | IdvCompleted | IdvResultOverridden>;
export const IDV_DASHBOARD_EVENTS: readonly IdvDashboardEvent['type'][] = [
  'IdvRequested',
  'IdvCompleted',
  'IdvResultOverridden',
];

type Bucket = 'total_completed_idv' | 'total_idv_failed' | 'total_pending_idv';
/** The cards are disjoint: "IDV Passed" counts PASSED, "IDV Failed" FAILED, "IDV Pending" no result yet. */
const bucket = (v: Validation | null): Bucket =>
  v === 'PASSED' ? 'total_completed_idv' : v === 'FAILED' ? 'total_idv_failed' : 'total_pending_idv';

/**
 * Counters per company per UTC day of the request (the list's period filter selects by request time
 * too, so a card and its list agree). A completion or an override moves one IDV between buckets on
 * its request day; the request day is read from the stream's first event, which never changes.
 */
export async function applyIdvDashboardEvent(tx: Tx, event: IdvDashboardEvent): Promise<void> {
  if (event.companyId === null) return;
  const delta: Record<string, number> = {};
  const move = (from: Validation | null, to: Validation | null) => {
    if (bucket(from) === bucket(to)) return;
    delta[bucket(from)] = (delta[bucket(from)] ?? 0) - 1;
    delta[bucket(to)] = (delta[bucket(to)] ?? 0) + 1;
  };
  switch (event.type) {
    case 'IdvRequested':
      Object.assign(delta, { total_requested_idv: 1, total_pending_idv: 1 });
      break;
    case 'IdvCompleted':
      move(null, event.data.overallValidation);
      break;
    case 'IdvResultOverridden':
      move(event.data.previous, event.data.overallValidation);
      break;
    default:
      exhaustive(event);
  }
  const columns = Object.keys(delta);
  if (!columns.length) return;
  const first = (
    await tx.query<{ recorded_at: Date }>(
      'SELECT recorded_at FROM events WHERE stream_id = $1 AND stream_version = 1',
      [event.streamId],
    )
  ).rows[0];
  const day = new Date(first?.recorded_at ?? event.recordedAt).toISOString().slice(0, 10);
  await tx.query(
    `INSERT INTO dashboard_daily_stats AS s (company_id, day, ${columns.join(', ')}) VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
     ON CONFLICT (company_id, day) DO UPDATE SET ${columns.map((c) => `${c} = s.${c} + EXCLUDED.${c}`).join(', ')}`,
    [event.companyId, day, ...columns.map((c) => delta[c])],
  );
}
