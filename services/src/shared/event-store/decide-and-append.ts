import { Decider, EventMetadata, NewEvent } from '../domain/event';
import { Tx } from '../database/database';
import { EventStore } from './event-store';

/**
 * The body of every event-sourced command handler: load the stream, run the pure decide function,
 * append with the version that was read (a concurrent writer makes this a 409, never a lost update).
 */
export async function decideAndAppend<S, E extends NewEvent>(
  store: EventStore,
  tx: Tx,
  streamId: string,
  decider: Decider<S, E>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
): Promise<{ state: S; events: E[] }> {
  const { state, version } = await store.aggregate(tx, streamId, decider);
  const events = decide(state);
  if (events.length) await store.append(tx, streamId, version, events, metadata);
  return { state: events.reduce(decider.evolve, state), events };
}
