import type { Tx } from '../database/database';

/** A stored event as the passes that rewrite events in place read it (the seal-existing steps). */
export interface StoredEventRow<D = Record<string, unknown>> {
  global_position: string;
  company_id: string | null;
  stream_id: string;
  event_id: string;
  type: string;
  data: D;
}

/**
 * The next batch of events after `after` (a global position) that match `where`, locked for a
 * rewrite in place. `where` is SQL over `events` whose parameters are `params` ($1…); the cursor and
 * the batch size come after them.
 */
export async function eventsToRewrite<D = Record<string, unknown>>(
  tx: Tx,
  where: string,
  params: readonly unknown[],
  after: string | null,
  batchEvents: number,
): Promise<StoredEventRow<D>[]> {
  const n = params.length;
  const { rows } = await tx.query<StoredEventRow<D>>(
    `SELECT global_position, company_id, stream_id, event_id, type, data FROM events
      WHERE global_position > $${n + 1} AND (${where})
      ORDER BY global_position LIMIT $${n + 2} FOR UPDATE`,
    [...params, after ?? '0', batchEvents],
  );
  return rows;
}

/** Writes an event's data rewritten (sealed) in place. */
export async function rewriteEventData(tx: Tx, globalPosition: string, data: unknown): Promise<void> {
  await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
    globalPosition,
    JSON.stringify(data),
  ]);
}
