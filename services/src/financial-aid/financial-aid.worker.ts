import { AsyncProjectionRunner } from '../shared/event-store/async-projection-runner';
import type { WakeupSource } from '../shared/event-store/event-wakeups';
import { handledTypes } from '../shared/event-store/projection';
import type { Runtime } from '../shared/runtime';
import { remoteIdvResultSubscription } from './remote-idv/remote-idv-result.subscription';
import { startFinaidRemindersWorker } from './reminders/reminders.worker';

/**
 * The worker side of financial aid: remote IDV results complete the cases whose link started them,
 * and the daily job sends the scheduled reminders (docs/financial-aid.md, "Reminders").
 */
export function startFinancialAidWorker(runtime: Runtime, wakeups?: WakeupSource): { stop(): Promise<void> } {
  const subscriptions = [remoteIdvResultSubscription(runtime.events)];
  const runner = new AsyncProjectionRunner(
    runtime.db,
    subscriptions,
    undefined,
    wakeups?.reader(handledTypes(subscriptions)),
  );
  runner.start();
  const reminders = startFinaidRemindersWorker(runtime);
  return { stop: async () => void (await Promise.all([runner.stop(), reminders.close()])) };
}
