import { Client } from 'pg';
import { Projection } from './projection';
import { batchLockKey } from './async-projection-runner';
import { Checkpoint, START, checkpointOf, readAfter, saveCheckpoint } from './subscription-reader';

const BATCH = 2000;

/**
 * Rebuilds one projection from position 0 in a single transaction, as the owner (not the app role).
 * It locks the event table against writers first, so no append is in flight, every committed event
 * is visible, and the result equals what live projection gives. Readers are not blocked.
 */
export async function rebuildProjection(databaseUrl: string, projection: Projection): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const tx = client as any;
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('app.company_id', '*', true)");
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchLockKey(projection.name)]);
    await client.query('LOCK TABLE events IN EXCLUSIVE MODE');
    await projection.reset(tx);
    let at: Checkpoint = START;
    let total = 0;
    for (;;) {
      const events = await readAfter(tx, at, projection.handles, BATCH, false);
      for (const event of events) await projection.apply(tx, event);
      total += events.length;
      if (events.length) at = checkpointOf(events[events.length - 1]);
      if (events.length < BATCH) break;
    }
    await saveCheckpoint(tx, projection.name, at);
    await client.query('COMMIT');
    return total;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
