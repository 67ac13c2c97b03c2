import { AsyncProjectionRunner } from '../shared/event-store/async-projection-runner';
import type { Wakeup } from '../shared/event-store/event-wakeups';
import type { Runtime } from '../shared/runtime';
import { remoteIdvResultSubscription } from './remote-idv/remote-idv-result.subscription';
import { startFinaidRemindersWorker } from './reminders/reminders.worker';

/**
 * The worker side of financial aid: remote IDV results complete the cases whose link started them,
 * and the daily job sends the scheduled reminders (docs/financial-aid.md, "Reminders").
 */
export function startFinancialAidWorker(runtime: Runtime, wakeup?: Wakeup): { stop(): Promise<void> } {
  const runner = new AsyncProjectionRunner(
    runtime.db,
    [remoteIdvResultSubscription(runtime.events)],
    undefined,
    wakeup,
  );
  runner.start();
  const reminders = startFinaidRemindersWorker(runtime);
  return { stop: async () => void (await Promise.all([runner.stop(), reminders.close()])) };
}
