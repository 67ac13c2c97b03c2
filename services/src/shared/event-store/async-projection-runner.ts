import { Logger } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Database, SYSTEM } from '../database/database';
import { AsyncProjection } from './projection';
import { checkpointOf, loadCheckpoint, readAfter, saveCheckpoint } from './subscription-reader';
import type { Wakeup } from './event-wakeups';

const BATCH = 500;
/**
 * With append notices heard, a pass also runs this often: it takes over the locks of a replica that
 * died, and reads events an older open transaction held back (their own commit sent no notice).
 */
const IDLE_MS = 2_000;

/**
 * Keeps asynchronous projections up to date. Each projection is guarded by a session-level advisory
 * lock, so with many worker replicas exactly one runs it; the others stand by and take over if that
 * process dies (PostgreSQL releases the lock with the connection). A batch and its checkpoint commit
 * together, which gives an exactly-once effect on the read model.
 */
export class AsyncProjectionRunner {
  private readonly logger = new Logger('AsyncProjectionRunner');
  private stopped = false;
  private lockClient?: PoolClient;
  private readonly owned = new Set<string>();
  private timer?: NodeJS.Timeout;

  /**
   * @param wakeup wakes a pass when events are appended (EventWakeups); without it, or while its
   *   notices are not heard, a pass runs every `pollMs`.
   */
  constructor(
    private readonly db: Database,
    private readonly projections: AsyncProjection[],
    private readonly pollMs = 200,
    private readonly wakeup?: Wakeup,
  ) {}

  start(): void {
    const loop = async () => {
      if (this.stopped) return;
      try {
        await this.tick();
      } catch (error) {
        // A pass cut short by stop() (its connection closed under it) is not a failure.
        if (!this.stopped) this.logger.error(`projection tick failed: ${(error as Error).message}`);
      }
      if (this.stopped) return;
      if (this.wakeup) void this.wakeup.next(IDLE_MS, this.pollMs).then(loop);
      else this.timer = setTimeout(loop, this.pollMs);
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeup?.cancel();
    if (this.timer) clearTimeout(this.timer);
    this.lockClient?.release(true);
    this.lockClient = undefined;
  }

  /** One pass over every projection this process holds the lock for; returns events applied. */
  async tick(): Promise<number> {
    let applied = 0;
    for (const projection of this.projections) {
      if (!(await this.acquire(projection.name))) continue;
      while ((await this.runBatch(projection)) === BATCH) applied += BATCH;
    }
    return applied;
  }

  /**
   * Waits until every committed event has been applied. Transaction ids are cluster-wide, so an
   * open transaction anywhere on the server (even in another database) can hold readers back for
   * a moment; this keeps ticking until nothing is left or the timeout passes.
   */
  async drain(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.tick();
      if ((await this.pending()) === 0) return;
      if (Date.now() > deadline) throw new Error('asynchronous projections did not catch up in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async pending(): Promise<number> {
    let total = 0;
    for (const projection of this.projections) {
      const row = await this.db.one<{ n: number }>(
        SYSTEM,
        `SELECT count(*)::int AS n FROM events e
          WHERE e.type = ANY($2::text[]) AND (e.transaction_id, e.global_position) >
                COALESCE((SELECT (last_tx, last_position) FROM projection_checkpoints WHERE name = $1), ('0'::xid8, 0::bigint))`,
        [projection.name, projection.handles],
      );
      total += row!.n;
    }
    return total;
  }

  private async runBatch(projection: AsyncProjection): Promise<number> {
    return this.db.tx(SYSTEM, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchLockKey(projection.name)]);
      const from = await loadCheckpoint(tx, projection.name);
      const events = await readAfter(tx, from, projection.handles, BATCH);
      if (projection.applyBatch) await projection.applyBatch(tx, events);
      else for (const event of events) await projection.apply(tx, event);
      if (events.length) await saveCheckpoint(tx, projection.name, checkpointOf(events[events.length - 1]));
      return events.length;
    });
  }

  private async acquire(name: string): Promise<boolean> {
    if (this.stopped) return false;
    if (this.owned.has(name)) return true;
    if (!this.lockClient) {
      const client = await this.db.pool.connect();
      // Stopped while connecting: stop() found no connection to close, so this one is closed here,
      // or the pool's end (shutdown) would wait for it forever.
      if (this.stopped) {
        client.release(true);
        return false;
      }
      // A lost connection drops the locks with it: forget them and take them again on the next tick.
      client.on('error', () => {
        if (this.lockClient === client) this.lockClient = undefined;
        this.owned.clear();
      });
      this.lockClient = client;
    }
    const { rows } = await this.lockClient.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
      `projection:${name}`,
    ]);
    if (rows[0].ok) this.owned.add(name);
    return rows[0].ok;
  }
}

/** Held by each batch and by a rebuild, so a rebuild never interleaves with a live batch. */
export function batchLockKey(projectionName: string): string {
  return `projection-batch:${projectionName}`;
}
