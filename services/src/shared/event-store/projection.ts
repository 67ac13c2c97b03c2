import { RecordedEvent } from '../domain/event';
import { Tx } from '../database/database';

/**
 * A read model built from events of type E (a feature's `Recorded<…Event>` union, or the part of it
 * the model reads). The store passes it only the types in `handles`, so `apply` receives E. `apply`
 * must not throw on an unexpected event (projections are not the place to enforce rules); `reset`
 * empties the model before a rebuild from position 0.
 */
export interface Projection<E extends RecordedEvent = RecordedEvent> {
  name: string;
  handles: readonly E['type'][];
  apply(tx: Tx, event: E): Promise<void>;
  /**
   * Optional: many events at once, in order, with the same effect as `apply` on each (the event
   * store's appendNewStreams uses it so that a bulk append is a few statements, not one per event).
   */
  applyBatch?(tx: Tx, events: E[]): Promise<void>;
  reset(tx: Tx): Promise<void>;
}

/** Runs in the append transaction: the console can read its own write at once. */
export type InlineProjection<E extends RecordedEvent = RecordedEvent> = Projection<E>;

/** Runs in the worker after commit, behind an advisory lock: counters and other aggregates. */
export type AsyncProjection<E extends RecordedEvent = RecordedEvent> = Projection<E>;

/** The types a reader of these projections must wake for (EventWakeups.reader). */
export function handledTypes(projections: readonly AsyncProjection[]): string[] {
  return [...new Set(projections.flatMap((p) => p.handles))];
}
