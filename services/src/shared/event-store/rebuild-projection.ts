import { Client } from 'pg';
import { Projection } from './projection';
import { batchLockKey } from './async-projection-runner';
import { toRecordedEvent } from './recorded-event.mapper';
import { openFromStore } from './event-codec';
import { Checkpoint, START, saveCheckpoint } from './subscription-reader';

const BATCH = 2000;

/**
 * Rebuilds one projection from position 0 in a single transaction, as the owner (not the app role).
 * It locks the event table against writers first, so no append is in flight and every committed
 * event is visible. With nothing in flight it replays in position order, which within a stream is
 * version order: transaction-id order is not (a transaction can take its id before an earlier
 * version's and append after it), and a per-stream fold must see its stream in version order.
 * `afterReplay` runs in the same transaction before it commits (bootstrap/rebuild-read-model.ts
 * purges erased applicants there, so a rebuild never brings one back).
 */
export async function rebuildProjection(
  databaseUrl: string,
  projection: Projection,
  options: { afterReplay?: (tx: Client) => Promise<void> } = {},
): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('app.company_id', '*', true)");
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchLockKey(projection.name)]);
    await client.query('LOCK TABLE events IN EXCLUSIVE MODE');
    await projection.reset(client);
    let position = '0';
    let total = 0;
    for (;;) {
      const { rows } = await client.query(
        'SELECT * FROM events WHERE global_position > $1 AND type = ANY($2::text[]) ORDER BY global_position LIMIT $3',
        [position, projection.handles, BATCH],
      );
      for (const event of await openFromStore(client, rows.map(toRecordedEvent)))
        await projection.apply(client, event);
      total += rows.length;
      if (rows.length) position = String(rows[rows.length - 1].global_position);
      if (rows.length < BATCH) break;
    }
    // Before the commit: what must not come back (an erased applicant's rows) is taken out again.
    await options.afterReplay?.(client);
    await saveCheckpoint(client, projection.name, await lastEvent(client));
    await client.query('COMMIT');
    return total;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/** Where a live subscriber continues after the rebuild: past every event stored so far. */
async function lastEvent(client: Client): Promise<Checkpoint> {
  const { rows } = await client.query(
    'SELECT transaction_id::text AS tx, global_position::text AS pos FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  return rows[0] ? { lastTx: rows[0].tx, lastPosition: rows[0].pos } : START;
}
