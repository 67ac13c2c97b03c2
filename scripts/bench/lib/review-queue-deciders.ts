/**
 * Staff who take "Next item" and decide what they get, as the review-queue benchmark's import and
 * decide phases run them (scripts/bench/review-queue.ts).
 */
import * as http from 'node:http';
import type { BenchProduct } from './bench-product';
import { post } from './claim-race';
import type { Staff } from './review-queue-staff';

/** Four staff members who may decide high-risk items (permissions 4 and 5). */
export function highRiskDeciders(staff: Staff[]): Staff[] {
  return staff.filter((m) => m.permissions.length === 2).slice(0, 4);
}

/**
 * One staff member taking "Next item" and deciding it (a high-risk item: no issue, with a note) until
 * `stop()`, at most once every `everyMs`; an item of another kind is left claimed and the next taken.
 */
export async function decideUntil(
  product: BenchProduct,
  member: Staff,
  everyMs: number,
  stop: () => boolean,
  onDecided: () => void,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (!stop()) {
      const started = Date.now();
      const item = JSON.parse(await post(product, agent, '/api/review-queue/next', {}, member.auth)).data;
      if (!item) break;
      if (item.kind !== 'high_risk') continue;
      const r = JSON.parse(
        await post(
          product,
          agent,
          `/api/review-queue/${item.id}/decide`,
          { outcome: 'no_issue', note: 'bench' },
          member.auth,
        ),
      );
      if (r.status) onDecided();
      const pause = everyMs - (Date.now() - started);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  } finally {
    agent.destroy();
  }
}
