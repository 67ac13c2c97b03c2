import { AsyncProjectionRunner } from '../shared/event-store/async-projection-runner';
import { Runtime } from '../shared/runtime';
import { ASYNC_PROJECTIONS } from '../projections.registry';

/** The worker side: asynchronous projections now; BullMQ processors join as features add queues. */
export function startWorker(runtime: Runtime): { stop(): Promise<void>; projections: AsyncProjectionRunner } {
  const projections = new AsyncProjectionRunner(runtime.db, ASYNC_PROJECTIONS);
  projections.start();
  return { projections, stop: () => projections.stop() };
}
