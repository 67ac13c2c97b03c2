import { RecordedEvent } from '../domain/event';
import { Tx } from '../database/database';
import { prepared } from '../database/prepared';
import { toRecordedEvent } from './recorded-event.mapper';
import { openFromStore } from './event-codec';

export interface Checkpoint {
  lastTx: string;
  lastPosition: string;
}

export const START: Checkpoint = { lastTx: '0', lastPosition: '0' };

/**
 * Reads the events after a checkpoint in commit-safe order. Positions are assigned at insert but
 * become visible at commit, so "position > last" would skip an earlier position that commits late.
 * Reading only transactions older than the oldest one still running (the snapshot's xmin), ordered
 * by (transaction id, position), never skips: a transaction still open holds readers back until it ends.
 */
export async function readAfter(
  tx: Tx,
  from: Checkpoint,
  types: readonly string[] | null,
  limit: number,
): Promise<RecordedEvent[]> {
  const result = await tx.query(
    prepared(
      `SELECT * FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        AND ($3::text[] IS NULL OR type = ANY($3::text[]))
      ORDER BY transaction_id, global_position
      LIMIT $4`,
      [from.lastTx, from.lastPosition, types, limit],
    ),
  );
  return openFromStore(tx, result.rows.map(toRecordedEvent));
}

export function checkpointOf(event: RecordedEvent): Checkpoint {
  return { lastTx: event.transactionId, lastPosition: event.globalPosition };
}

export async function loadCheckpoint(tx: Tx, name: string): Promise<Checkpoint> {
  const row = (
    await tx.query(
      prepared('SELECT last_tx::text, last_position::text FROM projection_checkpoints WHERE name = $1', [
        name,
      ]),
    )
  ).rows[0];
  return row ? { lastTx: row.last_tx, lastPosition: row.last_position } : START;
}

export async function saveCheckpoint(tx: Tx, name: string, at: Checkpoint): Promise<void> {
  await tx.query(
    prepared(
      `INSERT INTO projection_checkpoints (name, last_tx, last_position, updated_at) VALUES ($1, $2::xid8, $3, now())
       ON CONFLICT (name) DO UPDATE SET last_tx = EXCLUDED.last_tx, last_position = EXCLUDED.last_position, updated_at = now()`,
      [name, at.lastTx, at.lastPosition],
    ),
  );
}
