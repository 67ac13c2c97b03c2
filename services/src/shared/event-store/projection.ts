import { RecordedEvent } from '../domain/event';
import { Tx } from '../database/database';

/**
 * A read model built from events. `apply` must not throw on an unexpected event (projections are not
 * the place to enforce rules); `reset` empties the model before a rebuild from position 0.
 */
export interface Projection {
  name: string;
  handles: readonly string[];
  apply(tx: Tx, event: RecordedEvent): Promise<void>;
  reset(tx: Tx): Promise<void>;
}

/** Runs in the append transaction: the console can read its own write at once. */
export type InlineProjection = Projection;

/** Runs in the worker after commit, behind an advisory lock: counters and other aggregates. */
export type AsyncProjection = Projection;
