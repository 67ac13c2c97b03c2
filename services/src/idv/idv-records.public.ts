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
